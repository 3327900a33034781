import { LOCALES, LOCALE_NAMES } from "../../shared/i18n/locales";

/** The 8 interface languages as a select's options, each by its own name and marked with its language. */
export function LocaleOptions() {
  return LOCALES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LOCALE_NAMES[code]}
    </option>
  ));
}
