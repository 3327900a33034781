import { and, asc, count, eq } from "drizzle-orm";
import { LanguageCodeSchema, type LanguageCode } from "../../../shared/catalog/languages";
import { PRONUNCIATION_MAX_ENTRIES } from "../../../shared/pronunciations/pronunciation-limits";
import {
  PRONUNCIATION_MESSAGES,
  type CreatePronunciationInput,
  type Pronunciation,
} from "../../../shared/pronunciations/pronunciation-schemas";
import type { Database } from "../../db/database";
import { pronunciations } from "../../db/schema/index";
import { AppError, notFound } from "../../http/errors";
import { isUuid } from "../../http/uuid-param";
import type { PronunciationRule } from "../../providers/speech/apply-pronunciations";

type Row = typeof pronunciations.$inferSelect;

function toView(row: Row): Pronunciation {
  return {
    id: row.id,
    term: row.term,
    sayAs: row.sayAs,
    language: row.language === null ? null : LanguageCodeSchema.parse(row.language),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPronunciations(db: Database, userId: string): Promise<Pronunciation[]> {
  const rows = await db
    .select()
    .from(pronunciations)
    .where(eq(pronunciations.userId, userId))
    .orderBy(asc(pronunciations.term), asc(pronunciations.createdAt));
  return rows.map(toView);
}

/**
 * Adds an entry. At most PRONUNCIATION_MAX_ENTRIES per seller (checked before the insert: two
 * racing requests could end one over, which is harmless); one entry per term and language.
 */
export async function createPronunciation(
  db: Database,
  userId: string,
  input: CreatePronunciationInput,
): Promise<Pronunciation> {
  const [current] = await db.select({ n: count() }).from(pronunciations).where(eq(pronunciations.userId, userId));
  if ((current?.n ?? 0) >= PRONUNCIATION_MAX_ENTRIES) {
    throw new AppError(409, PRONUNCIATION_MESSAGES.tooMany(PRONUNCIATION_MAX_ENTRIES), "too_many_pronunciations");
  }
  try {
    const [row] = await db
      .insert(pronunciations)
      .values({ userId, term: input.term, sayAs: input.sayAs, language: input.language })
      .returning();
    if (!row) throw new Error("pronunciation insert returned no row");
    return toView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, PRONUNCIATION_MESSAGES.duplicate, "duplicate_pronunciation");
    throw error;
  }
}

/** The entry if it belongs to this seller; anyone else gets the 404 of a missing id. */
export async function getOwnedPronunciation(db: Database, userId: string, id: string): Promise<Pronunciation> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(pronunciations)
    .where(and(eq(pronunciations.id, id), eq(pronunciations.userId, userId)));
  if (!row) throw notFound();
  return toView(row);
}

export async function deletePronunciation(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(pronunciations)
    .where(and(eq(pronunciations.id, id), eq(pronunciations.userId, userId)))
    .returning({ id: pronunciations.id });
  if (deleted.length === 0) throw notFound();
}

/** The rules the speech engines apply to this seller's script in this language. */
export async function pronunciationRules(
  db: Database,
  userId: string,
  language: LanguageCode,
): Promise<PronunciationRule[]> {
  const rows = await listPronunciations(db, userId);
  return rows
    .filter((row) => row.language === null || row.language === language)
    .map((row) => ({ term: row.term, sayAs: row.sayAs, language: row.language }));
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === "object" && "code" in current && current.code === "23505") return true;
  }
  return false;
}
