import { z } from "zod";
import { LANGUAGE_CODES } from "./language-list";

// The constants live in ./language-list (zod-free, for the browser bundle); this module adds the schema.
export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGES,
  languageDisplayName,
  type LanguageCode,
} from "./language-list";

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);
