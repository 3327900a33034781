import type { LanguageCode } from "../../../../shared/catalog/languages";
import { DE_REGISTERS } from "./de";
import { EN_REGISTERS } from "./en";
import { ES_REGISTERS } from "./es";
import { FR_REGISTERS } from "./fr";
import { IT_REGISTERS } from "./it";
import { JA_REGISTERS } from "./ja";
import { PT_REGISTERS } from "./pt";
import type { LanguageRegisters } from "./types";
import { ZH_REGISTERS } from "./zh";

export const REGISTERS: Record<LanguageCode, LanguageRegisters> = {
  en: EN_REGISTERS,
  es: ES_REGISTERS,
  fr: FR_REGISTERS,
  de: DE_REGISTERS,
  it: IT_REGISTERS,
  pt: PT_REGISTERS,
  ja: JA_REGISTERS,
  zh: ZH_REGISTERS,
};
