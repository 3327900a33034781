import { LoaderCircle, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "../../../../shared/messages";
import {
  CONTACT_LIMITS,
  ContactInputSchema,
  contactFieldErrors,
  type ContactField,
  type ContactFieldErrors,
  type ContactInput,
} from "../../../../shared/contact/contact-schemas";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { useHydrated } from "../../../lib/use-hydrated";
import { useSendContactMessage } from "../api/send-contact-message";
import { useLocale, usePageT } from "../../../i18n/i18n";
import { CONTACT_PAGE } from "../../../i18n/pages/contact";
import { contactErrorText } from "../contact-error-text";

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "" };
const FIELDS: { name: ContactField; label: string; type?: string; autoComplete?: string; multiline?: boolean }[] = [
  { name: "name", label: "contact.name", autoComplete: "name" },
  { name: "email", label: "contact.email", type: "email", autoComplete: "email" },
  { name: "subject", label: "contact.subject" },
  { name: "message", label: "contact.message", multiline: true },
];

/** The contact form of spec section 2; the same zod schema checks it here and on the server. */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const send = useSendContactMessage();
  // The form is prerendered: until React has hydrated it, typing would be lost (React keeps its
  // own empty state) and Send would submit the bare HTML form, so both wait for hydration.
  const hydrated = useHydrated();
  const t = usePageT(CONTACT_PAGE);
  const locale = useLocale();
  // The schema's English, in the interface language (the schema is shared with the server).
  const say = (field: ContactField, english: string) =>
    locale === "en" ? english : contactErrorText(t, field, english, CONTACT_LIMITS[field]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ContactInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = contactFieldErrors(parsed.error);
      setErrors(fieldErrors);
      const first = FIELDS.find((f) => fieldErrors[f.name]);
      if (first) document.getElementById(`contact-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(MESSAGES.contact.success);
        setValues(EMPTY);
      },
      onError: (error) => {
        // A rate limit says how to succeed (wait); every other failure gets the spec's text.
        toast.error(error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.contact.failed);
      },
    });
  };

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field was flagged, re-check it as the visitor types so the error clears when fixed.
    if (errors[field]) {
      const result = ContactInputSchema.shape[field].safeParse(value);
      setErrors((current) => ({ ...current, [field]: result.success ? undefined : result.error.issues[0]?.message }));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t("contact.formLabel")}>
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          value: values[field.name],
          required: true,
          readOnly: !hydrated,
          maxLength: CONTACT_LIMITS[field.name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name} className="space-y-2">
            <Label htmlFor={id}>{t(field.label)}</Label>
            {field.multiline ? (
              <Textarea {...common} rows={6} onChange={(e) => update(field.name, e.target.value)} />
            ) : (
              <Input
                {...common}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                onChange={(e) => update(field.name, e.target.value)}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {say(field.name, error)}
              </p>
            ) : null}
          </div>
        );
      })}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated || send.isPending}>
        {send.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {t("contact.send")}
      </Button>
    </form>
  );
}
