import { z } from "zod";

/** Limits of the contact form, shared by the form (maxLength) and the server. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

// Name, email and subject end up in mail headers; a line break there could add headers of its own.
const NO_LINE_BREAKS = /^[^\r\n]*$/;
const LINE_BREAK_MESSAGE = "Please keep this on a single line.";

const requiredLine = (label: string, max: number, emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `Please shorten the ${label} to ${max} characters.`)
    .regex(NO_LINE_BREAKS, LINE_BREAK_MESSAGE);

/** The contact payload of spec section 3: all four fields required (section 5). */
export const ContactInputSchema = z.object({
  name: requiredLine("name", CONTACT_LIMITS.name, "Please enter your name."),
  email: requiredLine("email address", CONTACT_LIMITS.email, "Please enter your email address.").pipe(
    z.email("Please enter a valid email address."),
  ),
  subject: requiredLine("subject", CONTACT_LIMITS.subject, "Please enter a subject."),
  message: z
    .string({ error: "Please enter your message." })
    .trim()
    .min(1, "Please enter your message.")
    .max(CONTACT_LIMITS.message, `Please shorten your message to ${CONTACT_LIMITS.message} characters.`),
});

export type ContactInput = z.infer<typeof ContactInputSchema>;

export type ContactField = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The first message of each invalid field, for errors shown under the fields. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in CONTACT_LIMITS && !errors[field as ContactField]) {
      errors[field as ContactField] = issue.message;
    }
  }
  return errors;
}
