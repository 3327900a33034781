import type { Locale } from "../../shared/i18n/locales";
import { DATE_TIME_FORMAT } from "../lib/format-date";
import { useLocale } from "./i18n";

/**
 * Dates and numbers in the interface language (issue 28): English keeps the spec's en-US formats
 * exactly (DATE_TIME_FORMAT, plain digits), another language gets its own from Intl.
 */
const OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

const dateTimes = new Map<Locale, Intl.DateTimeFormat>([["en", DATE_TIME_FORMAT]]);

export function dateTimeFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS);
    dateTimes.set(locale, format);
  }
  return format;
}

export type Formats = {
  /** A stored ISO time, e.g. "Nov 26, 2026, 6:05 AM" in English, "26.11.2026, 06:05" in German. */
  dateTime: (iso: string) => string;
  /** A count or figure: English keeps its plain digits, another language its own grouping. */
  number: (value: number) => string;
  /** A figure English writes with its thousands separator ("1,000"), in the language's own grouping. */
  grouped: (value: number) => string;
};

export function formatsFor(locale: Locale): Formats {
  return {
    dateTime: (iso) => dateTimeFormat(locale).format(new Date(iso)),
    number: (value) => (locale === "en" ? String(value) : value.toLocaleString(locale)),
    grouped: (value) => value.toLocaleString(locale === "en" ? "en-US" : locale),
  };
}

/** The active language's formats; re-renders on a language change. */
export function useFormats(): Formats {
  return formatsFor(useLocale());
}
