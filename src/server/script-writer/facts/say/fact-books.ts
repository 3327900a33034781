import type { LanguageCode } from "../../../../shared/catalog/languages";
import { DE_FACTS } from "./de";
import { EN_FACTS } from "./en";
import { ES_FACTS } from "./es";
import { FR_FACTS } from "./fr";
import { IT_FACTS } from "./it";
import { JA_FACTS } from "./ja";
import { PT_FACTS } from "./pt";
import type { FactBook } from "./types";
import { ZH_FACTS } from "./zh";

export const FACT_BOOKS: Record<LanguageCode, FactBook> = {
  en: EN_FACTS,
  es: ES_FACTS,
  fr: FR_FACTS,
  de: DE_FACTS,
  it: IT_FACTS,
  pt: PT_FACTS,
  ja: JA_FACTS,
  zh: ZH_FACTS,
};
