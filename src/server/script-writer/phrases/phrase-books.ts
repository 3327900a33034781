import type { LanguageCode } from "../../../shared/catalog/languages";
import { DE } from "./de";
import { EN } from "./en";
import { ES } from "./es";
import { FR } from "./fr";
import { IT } from "./it";
import { JA } from "./ja";
import { PT } from "./pt";
import { ZH } from "./zh";
import type { PhraseBook } from "./types";

/** Typed as a full record so adding a language to the catalog fails to compile until it has phrases. */
export const PHRASE_BOOKS: Record<LanguageCode, PhraseBook> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
  ja: JA,
  zh: ZH,
};
