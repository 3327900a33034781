import type { LanguageCode } from "../../../../shared/catalog/languages";
import { JA_OPENERS, ZH_OPENERS } from "./cjk";
import { DE_OPENERS, EN_OPENERS, ES_OPENERS, FR_OPENERS, IT_OPENERS, PT_OPENERS } from "./latin";
import type { OpenerBook } from "./types";

export const OPENER_BOOKS: Record<LanguageCode, OpenerBook> = {
  en: EN_OPENERS,
  es: ES_OPENERS,
  fr: FR_OPENERS,
  de: DE_OPENERS,
  it: IT_OPENERS,
  pt: PT_OPENERS,
  ja: JA_OPENERS,
  zh: ZH_OPENERS,
};
