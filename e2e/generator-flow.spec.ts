import { expect, test, type Page } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { acceptCookiesUpFront } from "./support/consent";
import { E2E_BASE_URL } from "./support/e2e-env";
import { buyCredits, expectFieldError, expectPlaying, HEADPHONES_LINK, toast } from "./support/generator";

// Issue 14, the generator flow: keyboard and focus (item 9), re-voicing an edited script
// (item 8) and the language lock kept to the spec's case (item 7).

const SCRIPT_WRITTEN = "Your audio script has been successfully generated.";
const AUDIO_READY = "Your audio is ready to play and has been saved to your library.";

/** Presses Tab until the focused element matches, and returns how many presses it took. */
async function tabUntil(page: Page, matches: () => boolean, limit = 150): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(matches)) return presses;
  }
  throw new Error(`focus did not get there in ${limit} presses of Tab`);
}

test("keyboard only: from the top of / to a played audio", async ({ page, context }) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(context, E2E_BASE_URL);
  await createConfirmedAccount(page, "keys");

  // Tab from the top of the page, through the header, hero and sections, reaches the form.
  await page.goto("/");
  await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
  const presses = await tabUntil(page, () => document.activeElement?.id === "product-link");
  expect(presses).toBeGreaterThan(3);

  // From the top again: the header's Generate Audio moves focus into the form.
  await page.goto("/");
  await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
  await tabUntil(page, () => document.activeElement?.textContent?.trim() === "Generate Audio");
  await page.keyboard.press("Enter");
  const link = page.getByLabel("Product Link");
  await expect(link).toBeFocused();

  // Enter submits the form; the new script takes the focus.
  await page.keyboard.type(HEADPHONES_LINK);
  await page.keyboard.press("Enter");
  await expect(toast(page, SCRIPT_WRITTEN)).toBeVisible();
  const script = page.getByLabel("Your script");
  await expect(script).toBeFocused();
  await expect(script).toHaveValue(/Aurora Pro Wireless Headphones/);

  // The script box's next stop is Generate Audio; the new audio's play button takes the focus.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Generate Audio", exact: true }).last()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, AUDIO_READY)).toBeVisible({ timeout: 60_000 });
  const player = page.getByTestId("generated-audio-player");
  const play = player.getByRole("button", { name: /^Play/ });
  await expect(play).toBeFocused();
  await page.keyboard.press("Enter");
  await expectPlaying(player.locator("audio"));
  await expect(player.getByRole("button", { name: /^Pause/ })).toBeFocused();
});

test("the calls to action lead the focus into the form, from this page and from another", async ({ page, context }) => {
  await acceptCookiesUpFront(context, E2E_BASE_URL);
  await page.goto("/");
  await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
  await page.getByRole("button", { name: "Start generating" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Product Link")).toBeFocused();

  // The hero's link is plain HTML (no script in the hero): the fragment navigation does it.
  await page.goto("/");
  await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
  await page.getByRole("link", { name: /Create your first audio free/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Product Link")).toBeFocused();

  await page.goto("/pricing");
  await page.getByRole("banner").getByRole("button", { name: "Generate Audio" }).click();
  await expect(page).toHaveURL(/\/#custom-audio-generator$/);
  await expect(page.getByLabel("Product Link")).toBeFocused();
});

test("re-voice an edited script: one more credit, a second audio, the first kept", async ({ page }) => {
  test.setTimeout(150_000);
  await createConfirmedAccount(page, "revoice");
  await buyCredits(page, "lite");
  await page.goto("/#custom-audio-generator");
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 10");
  await page.getByLabel("Product Link").fill(HEADPHONES_LINK);
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  const script = page.getByLabel("Your script");
  await expect(script).toHaveValue(/Aurora Pro/);
  const first = await script.inputValue();

  const generator = page.locator("#custom-audio-generator");
  await generator.getByRole("button", { name: "Generate Audio", exact: true }).click();
  await expect(toast(page, AUDIO_READY)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 9");

  // Unedited, there is nothing new to voice; an edit offers it, with its cost.
  const revoice = page.getByTestId("revoice");
  await expect(revoice).toContainText("Edit the script above, or pick another voice");
  await script.fill(`${first} Order yours today.`);
  await expect(revoice).toContainText("Your edited script becomes a new audio for 1 more credit.");
  const again = revoice.getByRole("button", { name: "Generate Audio again (1 credit)" });
  await expect(again).toHaveAccessibleDescription(/1 more credit/);
  await again.click();
  await expect(toast(page, AUDIO_READY)).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 8");
  await expect(page.getByTestId("generated-audio-player").getByRole("button", { name: /^Play/ })).toBeFocused();

  await page.goto("/my-audios");
  const cards = page.getByTestId("audio-card");
  await expect(cards).toHaveCount(2);
  await cards.nth(0).getByRole("button", { name: "View Script" }).click();
  await expect(cards.nth(0)).toContainText("Order yours today.");
  await cards.nth(1).getByRole("button", { name: "View Script" }).click();
  await expect(cards.nth(1)).not.toContainText("Order yours today.");
});

test("a seller with credits writes in another language after an abandoned script", async ({ page }) => {
  test.setTimeout(150_000);
  await createConfirmedAccount(page, "switch");
  await buyCredits(page, "lite");
  await page.goto("/#custom-audio-generator");
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 10");
  const write = async () => {
    await page.getByRole("button", { name: "Generate Audio Script" }).click();
    await expect(toast(page, SCRIPT_WRITTEN).last()).toBeVisible();
  };
  const script = page.getByLabel("Your script");
  await page.getByLabel("Product Link").fill(HEADPHONES_LINK);
  await write(); // an English script, abandoned
  await write(); // another one
  await page.locator("#custom-audio-generator").getByRole("button", { name: "Generate Audio", exact: true }).click();
  await expect(toast(page, AUDIO_READY)).toBeVisible({ timeout: 60_000 });

  // The seller: 9 credits left, an English script abandoned earlier. German works.
  await page.getByLabel("Language").selectOption("de");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(script).toHaveValue(/US-Dollar/);
  expect(await page.evaluate(() => localStorage.getItem("scriptLangLock"))).toBe("de");

  // And with that German script unspent on screen, credits to spare open French too.
  await page.getByLabel("Language").selectOption("fr");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(script).toHaveValue(/dollars américains/);
  await expect(page.getByLabel("Language")).not.toHaveAttribute("aria-invalid", "true");
});

test("errors stay on the field they are about, next to the toast", async ({ page }) => {
  await createConfirmedAccount(page, "fielderr");
  await page.goto("/#custom-audio-generator");
  const link = page.getByLabel("Product Link");
  await link.fill("ftp://example.com/file");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  const invalid = "Please enter a valid product link, such as https://your-shop.com/products/…";
  await expect(toast(page, invalid)).toBeVisible();
  await expectFieldError(link, invalid);
  await expect(link).toBeFocused();
  // Editing the field clears its error.
  await link.fill(HEADPHONES_LINK);
  await expect(link).not.toHaveAttribute("aria-invalid", "true");
});
