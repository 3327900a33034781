import { z } from "zod";
import type { LanguageCode } from "../catalog/language-list";
import { PRODUCT_LINK_MAX_LENGTH } from "./generator-limits";

/** POST /api/scripts/page-language (decision 094): the link the seller pasted. */
export const PageLanguageInputSchema = z.object({ link: z.string().trim().min(1).max(PRODUCT_LINK_MAX_LENGTH) });

/** Its answer: the page's language among ours, or null when unknown (or the page could not be read). */
export type PageLanguageResponse = { language: LanguageCode | null };
