import type { ContactField } from "../../../shared/contact/contact-schemas";
import type { t as translate } from "../../i18n/i18n";

/** Each field's "required" text in the shared schema, by its English wording. */
const REQUIRED: Record<string, string> = {
  "Please enter your name.": "contact.errors.name",
  "Please enter your email address.": "contact.errors.email",
  "Please enter a subject.": "contact.errors.subject",
  "Please enter your message.": "contact.errors.message",
  "Please enter a valid email address.": "contact.errors.emailInvalid",
  "Please keep this on a single line.": "contact.errors.singleLine",
};

/**
 * A contact field's error in the interface language. The zod schema is shared with the server and
 * keeps the English texts; the form finds each one's key by its wording, and the length limits
 * ("Please shorten …") by their start, with the field's limit in the reader's digits.
 */
export function contactErrorText(t: typeof translate, field: ContactField, english: string, max: number): string {
  const key = REQUIRED[english];
  if (key) return t(key);
  if (english.startsWith("Please shorten")) return t("contact.errors.tooLong", { count: max });
  return english;
}
