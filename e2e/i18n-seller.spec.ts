import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PUBLISH_MESSAGES } from "../src/shared/publish/publish-messages";
import { MESSAGES } from "../src/shared/messages";
import { createConfirmedAccount } from "./support/accounts";
import { makeAudioFromLink, toast } from "./support/generator";

/**
 * Issue 28, part B: the signed-in seller's pages in German and in Japanese. The language is chosen in
 * the footer; My Audios (with one published audio), Batches, Shop, Developers and Team are then
 * scanned for any text of their English catalogues, and toasts (a spec message and a page's own)
 * show in the chosen language.
 */
type Catalogue = { [key: string]: string | Catalogue };
const PAGES = ["library", "batches", "shop", "developers", "team"] as const;
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
]
  .flatMap((text) => text.split(/\{\{\s*\w+\s*\}\}|<\/?\w+>/))
  .map((part) => part.replace(/^[\s·:;,.()“”"←]+|[\s·:;,.()“”"]+$/g, ""))
  .filter((part) => part.replace(/[^A-Za-z]/g, "").length >= 4 && !SAME.has(part))
  // File names and paths between <code> marks are the same in every language.
  .filter((part) => part.includes(" ") || !/[./_]/.test(part));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** English texts found in `text` as whole words (so "Admin" is not found in "Administrator"). */
function englishIn(text: string): string[] {
  return [...new Set(ENGLISH)].filter((english) =>
    new RegExp(`(?<![\\p{L}])${escape(english)}(?![\\p{L}])`, "u").test(text),
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
    expect(englishIn(await mainText(page, own))).toEqual([]);

    // Batches: the page's own toast in the language, and its form.
    await page.goto("/batches");
    await expect(page.getByRole("heading", { level: 1, name: batches.title })).toBeVisible();
    await page.getByRole("button", { name: batches.form.preview }).click();
    await expect(toast(page, batches.form.chooseCsv)).toBeVisible();
    expect(englishIn(await mainText(page, own))).toEqual([]);

    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1, name: shop.title })).toBeVisible();
    await expect(page.getByRole("button", { name: shop.add.button })).toBeVisible();
    expect(englishIn(await mainText(page, own))).toEqual([]);

    await page.goto("/developers");
    await expect(page.getByRole("heading", { level: 1, name: developers.title })).toBeVisible();
    await expect(page.getByText(developers.keys.title, { exact: true })).toBeVisible();
    expect(englishIn(await mainText(page, own))).toEqual([]);

    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1, name: team.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: team.members.heading, exact: true })).toBeVisible();
    await expect(page.getByTestId("member-row")).toHaveCount(1);
    expect(englishIn(await mainText(page, own))).toEqual([]);
  });
}
