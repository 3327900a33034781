import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createConfirmedAccount, signInViaUi } from "./support/accounts";
import { toast } from "./support/generator";

test("one credit turns an edited script into an MP3 the seller plays, downloads, finds and deletes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await createConfirmedAccount(page, "audio");
  await page.goto("/#custom-audio-generator");
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 1");
  await page
    .getByLabel("Product Details & Requirements (optional)")
    .fill("Handmade ceramic mug, 350 millilitres, dishwasher safe, glazed in ocean blue. Perfect for slow mornings.");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  const script = page.getByLabel("Your script");
  await expect(script).toHaveValue(/mug/i);
  await script.fill(`${await script.inputValue()} Order today and enjoy your coffee the way it should be.`);

  const generator = page.locator("#custom-audio-generator");
  await generator.getByRole("button", { name: "Generate Audio", exact: true }).click();
  await expect(page.getByText("Your audio is ready to play and has been saved to your library.")).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 0");
  expect(await page.evaluate(() => localStorage.getItem("hasGeneratedAudio"))).toBe("true");

  const player = page.getByTestId("generated-audio-player");
  await player.getByRole("button", { name: /^Play/ }).click();
  const duration = await player.locator("audio").evaluate(async (el: HTMLAudioElement) => {
    for (let i = 0; i < 50 && !(el.duration > 0); i += 1) await new Promise((r) => setTimeout(r, 100));
    return el.duration;
  });
  expect(duration).toBeGreaterThan(3);
  const audioUrl = await player.locator("audio").getAttribute("src");

  const downloadPromise = page.waitForEvent("download");
  await generator.getByRole("button", { name: "Download" }).click();
  const download = await downloadPromise;
  await expect(page.getByText("Audio download started")).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/\.mp3$/);
  const bytes = readFileSync(await download.path());
  const isMp3 =
    (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);
  expect(isMp3).toBe(true);
  expect(bytes.length).toBeGreaterThan(10_000);

  // Another seller cannot fetch this audio.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createConfirmedAccount(otherPage, "nosy");
  expect((await otherPage.request.get(audioUrl!)).status()).toBe(404);
  await other.close();

  // The balance is 0: the next script attempt says so, and the blocked state shows.
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(toast(page, "You've used your free credit. Please purchase more credits to continue.")).toBeVisible();
  await expect(page.locator("#generator-form-error")).toHaveText(
    "You've used your free credit. Please purchase more credits to continue.",
  );
  await expect(
    page.getByText("You've already generated an audio. Please purchase more credits to continue."),
  ).toBeVisible();
  // Issue 25: the free-audio moment is a success with the packs, not a warning.
  await expect(page.getByTestId("free-audio-ready")).toContainText("Your free audio is ready");
  await expect(page.getByTestId("free-audio-ready").getByRole("link", { name: "Choose a pack" })).toBeVisible();

  await page.getByRole("link", { name: "View All My Audios" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Audios" })).toBeVisible();
  const card = page.getByTestId("audio-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByText("English")).toBeVisible();
  await card.getByRole("button", { name: "View Script" }).click();
  await expect(card.getByText("Order today and enjoy your coffee")).toBeVisible();
  await card.getByRole("button", { name: /^Delete/ }).click();
  await expect(
    page.getByText("Are you sure you want to delete this audio? This action cannot be undone."),
  ).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Audio deleted successfully")).toBeVisible();
  await expect(page.getByText("No Audios Generated Yet")).toBeVisible();

  // In a browser that never generated here, a balance of 0 reads as "you need credits".
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await signInViaUi(freshPage, email);
  await expect(freshPage.getByText("Welcome back!")).toBeVisible();
  await freshPage.goto("/#custom-audio-generator");
  await expect(freshPage.getByTestId("credit-badge")).toHaveText("Credits: 0");
  await freshPage.getByLabel("Product Details & Requirements (optional)").fill("A walnut desk organiser.");
  await freshPage.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(
    toast(freshPage, "You need credits to generate audio scripts. Please purchase more credits."),
  ).toBeVisible();
  await fresh.close();
});
