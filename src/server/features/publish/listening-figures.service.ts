import { and, count, eq, gte } from "drizzle-orm";
import type { ListeningFigures } from "../../../shared/publish/publish-schemas";
import type { Database } from "../../db/database";
import { audioListens, audioPublications } from "../../db/schema/index";
import { utcDay } from "./listener-hash";

export const FIGURE_DAYS = 30;

/** The last `days` UTC days, oldest first, ending today. */
export function lastDays(days: number, now: Date): string[] {
  return Array.from({ length: days }, (_, i) => utcDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)));
}

/** Mean furthest point of the counted listens, in whole percent; null before the first play. */
export function averageCompletion(plays: number, completionTotal: number): number | null {
  return plays > 0 ? Math.round(completionTotal / plays) : null;
}

/** Plays and completion of each audio the seller ever published (unpublished ones keep theirs), per day. */
export async function listeningFigures(db: Database, userId: string, now = new Date()): Promise<ListeningFigures> {
  const days = lastDays(FIGURE_DAYS, now);
  const publications = await db
    .select({
      audioId: audioPublications.audioId,
      published: audioPublications.published,
      plays: audioPublications.plays,
      completionTotal: audioPublications.completionTotal,
    })
    .from(audioPublications)
    .where(eq(audioPublications.userId, userId));
  const perDay = await db
    .select({ audioId: audioListens.audioId, day: audioListens.day, plays: count() })
    .from(audioListens)
    .innerJoin(audioPublications, eq(audioPublications.audioId, audioListens.audioId))
    .where(and(eq(audioPublications.userId, userId), gte(audioListens.day, days[0] ?? "")))
    .groupBy(audioListens.audioId, audioListens.day);
  const index = new Map(days.map((day, i) => [day, i]));
  return {
    days,
    audios: publications.map((publication) => {
      const daily = days.map(() => 0);
      for (const row of perDay) {
        const at = index.get(row.day);
        if (row.audioId === publication.audioId && at !== undefined) daily[at] = Number(row.plays);
      }
      return {
        id: publication.audioId,
        published: publication.published,
        plays: publication.plays,
        average_completion: averageCompletion(publication.plays, publication.completionTotal),
        daily,
      };
    }),
  };
}
