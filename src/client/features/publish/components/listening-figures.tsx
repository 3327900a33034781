import { BarChart3 } from "lucide-react";
import { lazy, Suspense } from "react";
import type { AudioView } from "../../../../shared/audios/audio-schemas";
import { useListeningFigures } from "../api/get-listening-figures";
import { usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

const PlaysChart = lazy(() => import("./plays-chart"));

/**
 * Plays and average completion of a published (or once published) audio, with its plays per
 * day. The counts come with the library list; the chart's series from one request for all cards.
 */
export function ListeningFigures({ audio }: { audio: AudioView }) {
  const t = usePageT(LIBRARY_PAGE);
  const shown = audio.published || audio.plays > 0;
  const figures = useListeningFigures(shown);
  if (!shown) return null;
  const series = figures.data?.audios.find((entry) => entry.id === audio.id);
  const plays = Math.max(audio.plays, series?.plays ?? 0);
  const completion = series?.average_completion ?? audio.average_completion;
  return (
    <section
      className="space-y-1 rounded-lg border p-3"
      aria-label={t("library.figures.label")}
      data-testid="listening-figures"
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <BarChart3 className="size-4 text-primary" aria-hidden />
        <span data-testid="plays">
          <strong>{plays}</strong> {t("library.figures.plays", { count: plays })}
        </span>
        <span data-testid="average-completion">
          {completion === null
            ? t("library.figures.noListens")
            : t("library.figures.completion", { percent: completion })}
        </span>
      </p>
      {/* The chart's height is kept while it loads, so the card does not grow. */}
      <div className="h-24">
        {figures.data && series ? (
          <Suspense fallback={null}>
            <PlaysChart days={figures.data.days} daily={series.daily} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
