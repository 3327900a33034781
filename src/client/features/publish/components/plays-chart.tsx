import { BarChart } from "chartist";
import "chartist/dist/index.css";
import "./plays-chart.css";
import { useEffect, useRef } from "react";

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** What the chart shows, in words, for screen readers (the SVG itself is decoration to them). */
export function describePlays(days: readonly string[], daily: readonly number[]): string {
  const total = daily.reduce((sum, n) => sum + n, 0);
  if (total === 0) return `No plays in the last ${days.length} days.`;
  const best = daily.indexOf(Math.max(...daily));
  return `${total} ${total === 1 ? "play" : "plays"} in the last ${days.length} days; most on ${dayLabel(days[best] ?? "")} (${daily[best]}).`;
}

/**
 * Plays per day, last 30 days: a small Chartist bar chart (SVG, ~11 KB gzipped with its CSS),
 * in its own chunk that only My Audios loads. The height is fixed, so nothing shifts as it draws.
 */
export default function PlaysChart({ days, daily }: { days: readonly string[]; daily: readonly number[] }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target.current) return;
    const chart = new BarChart(
      target.current,
      { labels: days.map(dayLabel), series: [[...daily]] },
      {
        height: 96,
        chartPadding: { top: 8, right: 4, bottom: 0, left: 0 },
        axisX: { showGrid: false, labelInterpolationFnc: (label, index) => (index % 10 === 0 ? label : null) },
        axisY: { onlyInteger: true, low: 0, offset: 24 },
      },
    );
    return () => {
      chart.detach();
    };
  }, [days, daily]);
  return (
    <figure className="st-plays-chart m-0" role="img" aria-label={describePlays(days, daily)}>
      <div ref={target} className="h-24" aria-hidden />
    </figure>
  );
}
