import { expect, test } from "@playwright/test";
import { createConfirmedAccount, PASSWORD, uniqueEmail } from "./support/accounts";
import { acceptCookiesUpFront } from "./support/consent";
import { E2E_BASE_URL, PRODUCT_SERVER_PORT } from "./support/e2e-env";
import { expectFieldError, HEADPHONES_LINK, makeAudioFromLink, toast } from "./support/generator";
import { linkInMessage, waitForOutboxMessage } from "./support/outbox";

// Issue 14, item 11: the smaller things sellers hit.

const EMAIL_CONFIRMED =
  "Your email is confirmed and your free credit is in your account. Create your first audio below.";

test("a link typed while signed out survives sign-up, and the confirmation says the free credit is there", async ({
  page,
  context,
}) => {
  await acceptCookiesUpFront(context, E2E_BASE_URL);
  await page.goto("/#custom-audio-generator");
  await page.getByLabel("Product Link").fill(HEADPHONES_LINK);
  await page.getByLabel("Language").selectOption("fr");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(toast(page, "Please sign up to generate audio content")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();

  const email = uniqueEmail("roundtrip");
  const started = Date.now() - 1000;
  await page.getByLabel("Full Name").fill("Round Trip");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Account created! Check your email to confirm your account.")).toBeVisible();

  // The confirmation link opens in a new tab, as from a mail client: its sessionStorage is empty.
  const confirm = await context.newPage();
  await confirm.goto(linkInMessage(await waitForOutboxMessage(email, /Confirm your ShelfTalk account/, started)));
  await expect(toast(confirm, EMAIL_CONFIRMED)).toBeVisible();
  await expect(confirm).toHaveURL(/\/#custom-audio-generator$/);
  await expect(confirm.getByTestId("credit-badge")).toHaveText("Credits: 1");
  await expect(confirm.getByLabel("Product Link")).toHaveValue(HEADPHONES_LINK);
  await expect(confirm.getByLabel("Language")).toHaveValue("fr");
  await expect(confirm.getByLabel("Product Link")).toBeFocused();
});

test("a link typed without https:// is read as https, on the form and on the server", async ({ page }) => {
  await createConfirmedAccount(page, "scheme");
  await page.goto("/#custom-audio-generator");
  const link = page.getByLabel("Product Link");
  const typed = `127.0.0.1:${PRODUCT_SERVER_PORT}/products/aurora-pro-wireless-headphones`;
  await link.fill(typed);
  await link.blur();
  await expect(link).toHaveValue(`https://${typed}`);
  // The loopback shop speaks plain http, so the https page cannot be read: said on the link's field.
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(link).toBeFocused();
});

test("the script box counts to 6,000 characters and says so past it, without cutting", async ({ page }) => {
  await createConfirmedAccount(page, "limit");
  await page.goto("/#custom-audio-generator");
  await page.getByLabel("Product Link").fill(HEADPHONES_LINK);
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  const script = page.getByLabel("Your script");
  await expect(script).toHaveValue(/Aurora Pro/);
  await expect(page.locator("#script-counter")).toContainText(/^[\d,]+ \/ 6,000 characters/);

  const long = "A".repeat(6001);
  await script.fill(long);
  await expect(script).toHaveValue(long);
  await expect(page.locator("#script-counter")).toContainText("6,001 / 6,000 characters");
  const tooLong = "Your script is longer than 6,000 characters. Please shorten it before generating audio.";
  await expectFieldError(script, tooLong);
  // The button says it is unavailable (aria-disabled, still focusable); pressed anyway, it tells why.
  const generate = page.locator("#custom-audio-generator").getByRole("button", { name: "Generate Audio", exact: true });
  await expect(generate).toHaveAttribute("aria-disabled", "true");
  await expect(generate).toHaveAccessibleDescription(tooLong);
  await generate.press("Enter");
  await expect(toast(page, tooLong)).toBeVisible();
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 1");
});

test("a reset link opened in a tab already on /auth switches to the reset form", async ({ page }) => {
  const email = await createConfirmedAccount(page, "samedoc");
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.goto("/auth");
  const before = Date.now() - 500;
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(toast(page, "Password reset email sent! Check your inbox.")).toBeVisible();
  const link = linkInMessage(await waitForOutboxMessage(email, /Reset your ShelfTalk password/, before));
  // Same path, new fragment: a same-document navigation, no page load.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(page.url()).not.toContain("access_token");
});

test("the pricing page shows a purchase as soon as the checkout tab finishes", async ({ page, context }) => {
  await createConfirmedAccount(page, "history");
  await page.goto("/pricing");
  await expect(page.getByText("No purchases yet.")).toBeVisible();
  const [checkout] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Purchase Now" }).first().click(),
  ]);
  await checkout.getByRole("button", { name: "Pay" }).click();
  await expect(checkout.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  // Back on the pricing tab, without a reload or a focus change.
  const row = page.getByTestId("purchase-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Paid");
});

test("the voice preview can be stopped", async ({ page }) => {
  await page.goto("/#custom-audio-generator");
  const preview = page.getByRole("button", { name: "Preview the alloy voice" });
  await preview.click();
  const playing = page.getByRole("button", { name: /^Playing\.\.\. Stop the preview/ });
  await expect(playing).toBeVisible();
  await expect(playing).toHaveText("Playing...");
  await playing.click();
  await expect(page.getByRole("button", { name: "Preview the alloy voice" })).toHaveText("Preview");
  await page.waitForTimeout(500);
  await expect(page.getByRole("button", { name: "Preview the alloy voice" })).toBeVisible();
});

test("signed in, the hero does not offer a free first audio", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section[aria-labelledby=hero-title]");
  await expect(hero.getByRole("link", { name: /Create your first audio free/ })).toBeVisible();
  await expect(hero.getByText("Your first audio is on us.")).toBeVisible();

  await createConfirmedAccount(page, "hero");
  for (const load of ["after sign-in", "on a fresh load"]) {
    if (load === "on a fresh load") await page.reload();
    await expect(hero.getByRole("link", { name: /Create an audio/ }), load).toBeVisible();
    await expect(hero.getByText("Create your first audio free"), load).toBeHidden();
    await expect(hero.getByText("Your first audio is on us."), load).toBeHidden();
    await expect(page.getByText("Your first audio is free."), load).toBeHidden();
  }
});

test("library cards show the product name, can be renamed and searched", async ({ page }) => {
  test.setTimeout(120_000);
  await createConfirmedAccount(page, "library");
  await makeAudioFromLink(page);

  await page.goto("/my-audios");
  const card = page.getByTestId("audio-card");
  await expect(card.getByRole("heading", { name: "Aurora Pro Wireless Headphones" })).toBeVisible();

  await card.getByRole("button", { name: "Rename Aurora Pro Wireless Headphones" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename audio" });
  const name = dialog.getByLabel("Audio name");
  await expect(name).toHaveValue("Aurora Pro Wireless Headphones");
  await name.fill("   ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectFieldError(name, "Please enter a name for this audio.");
  await name.fill("Spring headphones promo");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Audio renamed")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("heading", { name: "Spring headphones promo" })).toBeVisible();
  // The product's own name, from its page, under the seller's title.
  await expect(card.getByTestId("audio-product-name")).toHaveText("Aurora Pro Wireless Headphones");

  const search = page.getByRole("searchbox", { name: "Search your audios" });
  await search.fill("wireless spring");
  await expect(page.getByRole("status").filter({ hasText: "1 audio matches" })).toBeVisible();
  await expect(card).toHaveCount(1);
  await search.fill("teapot");
  await expect(page.getByRole("status").filter({ hasText: "No audios match “teapot”." })).toBeVisible();
  await expect(card).toHaveCount(0);
  await search.fill("");
  await expect(card).toHaveCount(1);
});
