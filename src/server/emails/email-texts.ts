import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/i18n/locales";
import type { WorkspaceRole } from "../../shared/workspaces/workspace-roles";
import { DE } from "./locales/de";
import { EN } from "./locales/en";
import { ES } from "./locales/es";
import { FR } from "./locales/fr";
import { IT } from "./locales/it";
import { JA } from "./locales/ja";
import { PT } from "./locales/pt";
import { ZH } from "./locales/zh";

/**
 * Every text of the emails ShelfTalk sends to a seller (issue 28, decision 117): one typed table
 * per interface language, in the server only (never in a client bundle). English is the source and
 * keeps its wording byte for byte; a sentence with a number or a name in it is a function, so each
 * language places (and pluralizes) it where its grammar wants it.
 */
export type LinkEmailTexts = { subject: string; title: string; intro: string; action: string; outro: string };

export type EmailTexts = {
  /** The HTML version's line above the bare link. */
  pasteLink: string;
  signOff: string;
  confirmation: LinkEmailTexts;
  passwordReset: LinkEmailTexts;
  invitation: Omit<LinkEmailTexts, "intro"> & { intro: (role: WorkspaceRole) => string };
  receipt: {
    subject: (invoice: string) => string;
    thanks: string;
    invoice: (invoice: string) => string;
    pack: (name: string, credits: string) => string;
    amount: (amount: string) => string;
    date: (date: string) => string;
    yourInvoice: (link: string) => string;
    stripeInvoice: (link: string) => string;
    neverExpire: string;
  };
  batchDone: {
    subject: (made: string, total: string) => string;
    finished: (total: string) => string;
    /** `failed` is undefined when every audio was made. */
    made: (made: string, failed: string | undefined) => string;
    see: (link: string) => string;
  };
  syncPaused: {
    subject: string;
    needsCredits: (origin: string) => string;
    notPlayed: string;
    resume: (link: string) => string;
  };
};

const TABLES: Record<Locale, EmailTexts> = { en: EN, es: ES, fr: FR, de: DE, it: IT, pt: PT, ja: JA, zh: ZH };

/** The texts of a recipient's language; no choice (null) or an unknown value is English. */
export function emailTexts(locale: string | null | undefined): EmailTexts {
  return TABLES[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** A count in the reader's digits; English keeps the plain digits its tests and inboxes know. */
export function formatCount(value: number, locale: string | null | undefined): string {
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? value.toLocaleString(locale) : String(value);
}
