import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { BILLING_MESSAGES } from "../src/shared/payments/billing-messages";
import { PUBLISH_MESSAGES } from "../src/shared/publish/publish-messages";
import { MESSAGES } from "../src/shared/messages";
import { createConfirmedAccount } from "./support/accounts";
import { HEADPHONES_LINK, makeAudioFromLink, toast } from "./support/generator";

/**
 * Issue 28, part B: the signed-in seller's pages in German and in Japanese. The language is chosen in
 * the footer; My Audios (with one published audio), Batches, Shop, Developers and Team are then
 * scanned for any text of their English catalogues, and toasts (a spec message and a page's own)
 * show in the chosen language.
 */
type Catalogue = { [key: string]: string | Catalogue };
const PAGES = ["library", "batches", "shop", "developers", "team", "pricing"] as const;
const read = (folder: string, locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../src/client/i18n/pages/${folder}/${locale}.json`, import.meta.url), "utf8"),
  ) as Catalogue;
const core = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../src/client/i18n/catalogues/${locale}.json`, import.meta.url), "utf8")) as {
    messages: Record<string, Record<string, string>>;
  };

function values(catalogue: Catalogue | object): string[] {
  return Object.values(catalogue).flatMap((v: unknown) =>
    typeof v === "string" ? [v] : v && typeof v === "object" ? values(v) : [],
  );
}

// Brand names and words the languages spell the same are not English left behind.
const SAME = new Set(["Shop", "Team", "Webhooks", "Webhook"]);

/**
 * What English would leave on screen: each catalogue text, or for a text with placeholders or marks
 * its literal parts ("of", "rows ready"…), long enough to mean something (at least 4 letters).
 */
const ENGLISH = [
  ...PAGES.flatMap((folder) => values(read(folder, "en"))),
  ...values(MESSAGES.library),
  ...values(PUBLISH_MESSAGES),
  ...values(BILLING_MESSAGES),
]
  .flatMap((text) => text.split(/\{\{\s*\w+\s*\}\}|<\/?\w+>/))
  .map((part) => part.replace(/^[\s·:;,.()“”"←]+|[\s·:;,.()“”"]+$/g, ""))
  .filter((part) => part.replace(/[^A-Za-z]/g, "").length >= 4 && !SAME.has(part))
  // File names and paths between <code> marks are the same in every language.
  .filter((part) => part.includes(" ") || !/[./_]/.test(part));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A language's own texts of these pages: a word it spells as English does ("Credits") is not left behind. */
const ownTexts = (locale: string) =>
  [...PAGES.flatMap((folder) => values(read(folder, locale))), ...values(core(locale).messages)].join("\n");

/** English texts found in `text` as whole words (so "Admin" is not found in "Administrator"). */
function englishIn(text: string, locale: string): string[] {
  const local = ownTexts(locale);
  return [...new Set(ENGLISH)].filter(
    (english) => !local.includes(english) && new RegExp(`(?<![\\p{L}])${escape(english)}(?![\\p{L}])`, "u").test(text),
  );
}

/** The page's main text without the seller's own data (the audio's English title, description, script…). */
async function mainText(page: Page, own: readonly string[]): Promise<string> {
  let text = await page.locator("main").innerText();
  for (const value of own) if (value) text = text.split(value).join(" ");
  // API identifiers (webhook event types such as "audio.failed") are the same in every language.
  return text.replace(/\b[a-z]+(?:\.[a-z_]+)+\b/g, " ");
}

async function ownData(page: Page): Promise<string[]> {
  const answer = await page.request.get("/api/audios");
  const { audios } = (await answer.json()) as { audios: Array<Record<string, unknown>> };
  return audios.flatMap((audio) =>
    ["title", "public_title", "product_name", "description", "script_content", "product_link"]
      .map((field) => audio[field])
      .filter((value): value is string => typeof value === "string" && value !== ""),
  );
}

const LOCALES = [
  { locale: "de", myAudios: "Meine Audios" },
  { locale: "ja", myAudios: "マイ音声" },
] as const;

for (const { locale, myAudios } of LOCALES) {
  test(`the seller's pages in ${locale}: no English left, toasts in ${locale}`, async ({ page }) => {
    test.setTimeout(180_000);
    const library = read("library", locale) as { publish: { publish: string } };
    const batches = read("batches", locale) as { title: string; form: { preview: string; chooseCsv: string } };
    const shop = read("shop", locale) as { title: string; add: { button: string } };
    const developers = read("developers", locale) as { title: string; keys: { title: string } };
    const team = read("team", locale) as { title: string; members: { heading: string } };
    const messages = core(locale).messages;

    await createConfirmedAccount(page, `i18n-seller-${locale}`);
    await makeAudioFromLink(page);
    await page.getByRole("contentinfo").getByRole("combobox").selectOption(locale);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const own = await ownData(page);

    // My Audios: publish the audio (a message group's toast), then the card, its panel and figures.
    await page.goto("/my-audios");
    await expect(page.getByRole("heading", { level: 1, name: myAudios })).toBeVisible();
    await page.getByTestId("publish-panel").getByRole("button", { name: library.publish.publish }).click();
    await expect(toast(page, messages.publish?.published ?? "")).toBeVisible();
    await expect(page.getByTestId("share-link")).toBeVisible();
    await expect(page.getByTestId("listening-figures")).toBeVisible();
    expect(englishIn(await mainText(page, own), locale)).toEqual([]);

    // Batches: the page's own toast in the language, and its form.
    await page.goto("/batches");
    await expect(page.getByRole("heading", { level: 1, name: batches.title })).toBeVisible();
    await page.getByRole("button", { name: batches.form.preview }).click();
    await expect(toast(page, batches.form.chooseCsv)).toBeVisible();
    expect(englishIn(await mainText(page, own), locale)).toEqual([]);

    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1, name: shop.title })).toBeVisible();
    await expect(page.getByRole("button", { name: shop.add.button })).toBeVisible();
    expect(englishIn(await mainText(page, own), locale)).toEqual([]);

    await page.goto("/developers");
    await expect(page.getByRole("heading", { level: 1, name: developers.title })).toBeVisible();
    await expect(page.getByText(developers.keys.title, { exact: true })).toBeVisible();
    expect(englishIn(await mainText(page, own), locale)).toEqual([]);

    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1, name: team.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: team.members.heading, exact: true })).toBeVisible();
    await expect(page.getByTestId("member-row")).toHaveCount(1);
    expect(englishIn(await mainText(page, own), locale)).toEqual([]);

    // Pricing, signed in: the packs, the purchase history and the billing details form.
    const pricing = read("pricing", locale) as { title: string; billing: { title: string; save: string } };
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: pricing.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: pricing.billing.title })).toBeVisible();
    await page.getByRole("button", { name: pricing.billing.save }).click();
    // An empty form: the server's refusal, shown in the language (a message group, BILLING_MESSAGES).
    await expect(page.locator("#billing-error")).toHaveText(
      (messages.billing as { nameRequired: string }).nameRequired,
    );
    expect(englishIn(await mainText(page, own), locale)).toEqual([]);
  });
}

test("the share page of a German audio speaks German, whatever the seller's interface language", async ({ page }) => {
  test.setTimeout(150_000);
  await createConfirmedAccount(page, "i18n-share-de");
  await page.goto("/#custom-audio-generator");
  await page.getByLabel("Product Link").fill(HEADPHONES_LINK);
  await page.getByLabel("Language").selectOption("de");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(page.getByLabel("Your script")).toHaveValue(/Aurora Pro/);
  await page.locator("#custom-audio-generator").getByRole("button", { name: "Generate Audio", exact: true }).click();
  await expect(toast(page, "Your audio is ready to play and has been saved to your library.")).toBeVisible({
    timeout: 60_000,
  });
  const panel = page.getByTestId("publish-panel");
  await panel.getByRole("button", { name: "Publish", exact: true }).click();
  const shareUrl = await panel.getByTestId("share-link").inputValue();

  await page.goto(shareUrl);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/ · Auf ShelfTalk anhören$/);
  await expect(
    page.getByText("Diese Produktbeschreibung wird von einer KI-generierten Stimme gesprochen."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Transkript" })).toBeVisible();
  await expect(page.getByRole("link", { name: "MP3 herunterladen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Untertitel (WebVTT)" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveText("Audiobeschreibung erstellt mit ShelfTalk");
  // The player, wired up by its script, speaks German too.
  await expect(page.getByRole("button", { name: "Abspielen" })).toBeVisible();
  await expect(page.getByRole("slider", { name: "Position" })).toBeVisible();
  const chrome = await page.locator("body").innerText();
  for (const english of ["Listen on", "narrated by", "Transcript", "Download the MP3", "made with", "AI-generated"])
    expect(chrome).not.toContain(english);
  // Open Graph and the AudioObject still say what the audio is.
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    inLanguage?: string;
    "@type"?: string;
  };
  expect(jsonLd).toMatchObject({ "@type": "AudioObject", inLanguage: "de" });
});
