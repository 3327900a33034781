import { BarChart } from "chartist";
import "chartist/dist/index.css";
import "./plays-chart.css";
import { useEffect, useRef } from "react";
import type { Locale } from "../../../../shared/i18n/locales";
import { useLocale, usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

type Translate = ReturnType<typeof usePageT>;

/** A day's short label ("Nov 3" in English), in the interface language. */
function dayLabel(locale: Locale, day: string): string {
  const format = new Intl.DateTimeFormat(locale === "en" ? "en-US" : locale, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** What the chart shows, in words, for screen readers (the SVG itself is decoration to them). */
export function describePlays(days: readonly string[], daily: readonly number[], t: Translate, locale: Locale): string {
  const total = daily.reduce((sum, n) => sum + n, 0);
  if (total === 0) return t("library.figures.none", { days: days.length });
  const best = daily.indexOf(Math.max(...daily));
  return t("library.figures.summary", {
    count: total,
    days: days.length,
    day: dayLabel(locale, days[best] ?? ""),
    best: daily[best] ?? 0,
  });
}

/**
 * Plays per day, last 30 days: a small Chartist bar chart (SVG, ~11 KB gzipped with its CSS),
 * in its own chunk that only My Audios loads. The height is fixed, so nothing shifts as it draws.
 */
export default function PlaysChart({ days, daily }: { days: readonly string[]; daily: readonly number[] }) {
  const t = usePageT(LIBRARY_PAGE);
  const locale = useLocale();
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target.current) return;
    const chart = new BarChart(
      target.current,
      { labels: days.map((day) => dayLabel(locale, day)), series: [[...daily]] },
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
  }, [days, daily, locale]);
  return (
    <figure className="st-plays-chart m-0" role="img" aria-label={describePlays(days, daily, t, locale)}>
      <div ref={target} className="h-24" aria-hidden />
    </figure>
  );
}
