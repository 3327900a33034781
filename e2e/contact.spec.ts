import { expect, test } from "@playwright/test";
import { acceptCookiesUpFront } from "./support/consent";
import { E2E_BASE_URL } from "./support/e2e-env";
import { decodeQuotedPrintable, waitForOutboxMessage } from "./support/outbox";

// With no CONTACT_TO, messages go to the sender address (MAIL_FROM's default, no-reply@localhost).
const TEAM_INBOX = "no-reply@localhost";

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context, E2E_BASE_URL);
});

test("the contact form names each missing field and does not send", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const [label, message] of [
    ["Name", "Please enter your name."],
    ["Email", "Please enter your email address."],
    ["Subject", "Please enter a subject."],
    ["Message", "Please enter your message."],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  // Fixing a field clears its error as you type.
  await page.getByLabel("Name", { exact: true }).fill("Robin");
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address.",
  );
});

test("a valid message is sent, stored, mailed to the team, and the form is cleared", async ({ page }) => {
  const subject = `Bulk pricing question ${Date.now()}`;
  const started = Date.now() - 1000;
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Robin Shopkeeper");
  await page.getByLabel("Email", { exact: true }).fill("robin@example.com");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Do you offer discounts for 500 products?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  }

  const raw = decodeQuotedPrintable(
    await waitForOutboxMessage(TEAM_INBOX, new RegExp(`\\[ShelfTalk contact\\] ${subject}`), started),
  );
  expect(raw).toMatch(/^Reply-To: robin@example\.com$/m);
  expect(raw).toContain("Robin Shopkeeper <robin@example.com>");
  expect(raw).toContain("Do you offer discounts for 500 products?");
  // The id is the stored contact_messages row's: the message was saved before it was mailed.
  expect(raw).toMatch(/Message id: [0-9a-f-]{36}/);
});
