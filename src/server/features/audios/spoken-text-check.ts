import { and, eq } from "drizzle-orm";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { SPOKEN_TEXT_MAX_LENGTH } from "../../../shared/generator/generator-limits";
import { MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/database";
import { scriptDrafts } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { spokenTextLength } from "../../providers/speech/apply-pronunciations";
import { pronunciationRules } from "../pronunciations/pronunciations.service";

/**
 * Refuses (422) a script that the seller's pronunciation dictionary would make longer than the
 * engine reads (issue 26), before any credit is taken, so a blown-up script costs neither the
 * seller a credit nor the other sellers engine time. An unknown draft is left to the reservation.
 */
export async function assertSpokenTextFits(
  db: Database,
  userId: string,
  input: { draftId: string; text: string },
): Promise<void> {
  const [draft] = await db
    .select({ language: scriptDrafts.language })
    .from(scriptDrafts)
    .where(and(eq(scriptDrafts.id, input.draftId), eq(scriptDrafts.userId, userId)));
  const language = LanguageCodeSchema.safeParse(draft?.language);
  if (!language.success) return;
  const rules = await pronunciationRules(db, userId, language.data);
  if (spokenTextLength(input.text, rules, language.data) > SPOKEN_TEXT_MAX_LENGTH) {
    throw new AppError(422, MESSAGES.audio.spokenTextTooLong, "spoken_text_too_long");
  }
}
