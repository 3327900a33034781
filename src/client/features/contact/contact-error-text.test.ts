import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, ContactInputSchema, contactFieldErrors } from "../../../shared/contact/contact-schemas";
import { contactErrorText } from "./contact-error-text";

// A stand-in for t(): shows which key and values the form would ask its catalogue for.
const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe("contact errors in the interface language", () => {
  it("finds every text the shared schema gives a field", () => {
    const empty = contactFieldErrors(
      ContactInputSchema.safeParse({ name: "", email: "", subject: "", message: "" }).error!,
    );
    expect(contactErrorText(t, "name", empty.name ?? "", CONTACT_LIMITS.name)).toBe("contact.errors.name");
    expect(contactErrorText(t, "email", empty.email ?? "", CONTACT_LIMITS.email)).toBe("contact.errors.email");
    expect(contactErrorText(t, "subject", empty.subject ?? "", CONTACT_LIMITS.subject)).toBe("contact.errors.subject");
    expect(contactErrorText(t, "message", empty.message ?? "", CONTACT_LIMITS.message)).toBe("contact.errors.message");

    const wrong = contactFieldErrors(
      ContactInputSchema.safeParse({ name: "A\nB", email: "nope", subject: "x".repeat(151), message: "Hi" }).error!,
    );
    expect(contactErrorText(t, "name", wrong.name ?? "", CONTACT_LIMITS.name)).toBe("contact.errors.singleLine");
    expect(contactErrorText(t, "email", wrong.email ?? "", CONTACT_LIMITS.email)).toBe("contact.errors.emailInvalid");
    expect(contactErrorText(t, "subject", wrong.subject ?? "", CONTACT_LIMITS.subject)).toBe(
      'contact.errors.tooLong {"count":150}',
    );
  });

  it("leaves a text it does not know as it is", () => {
    expect(contactErrorText(t, "name", "Something else.", 100)).toBe("Something else.");
  });
});
