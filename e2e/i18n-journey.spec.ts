import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { MESSAGES } from "../src/shared/messages";
import { PASSWORD, uniqueEmail } from "./support/accounts";
import { expectPlaying, HEADPHONES_LINK, toast } from "./support/generator";
import { linkInMessage, waitForOutboxMessage } from "./support/outbox";

/**
 * Issue 28's acceptance: the whole generator journey in German and in Japanese (signed out →
 * sign up → confirm → script → audio → play → download), with the toasts in that language and,
 * at each step, no text of the English catalogues (core, page catalogues, the spec's messages) on
 * screen. A text counts as left in English only where the language's own text differs from it:
 * a brand or a word the language spells the same ("Credits" in German) is not English left behind.
 */
type Catalogue = { [key: string]: string | Catalogue };
const I18N = new URL("../src/client/i18n/", import.meta.url);
const readJson = (file: URL) => JSON.parse(readFileSync(file, "utf8")) as Catalogue;
const PAGE_FOLDERS = readdirSync(new URL("pages/", I18N));
const namespaceOf = (folder: string) => folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Core and page catalogues of a language, flattened: "auth.signUp" → "Sign Up". */
function catalogue(locale: string): Map<string, string> {
  const whole: Catalogue = { ...readJson(new URL(`catalogues/${locale}.json`, I18N)) };
  for (const folder of PAGE_FOLDERS)
    whole[namespaceOf(folder)] = readJson(new URL(`pages/${folder}/${locale}.json`, I18N));
  const out = new Map<string, string>();
  const walk = (node: Catalogue, prefix: string) => {
    for (const [name, value] of Object.entries(node))
      if (typeof value === "string") out.set(prefix + name, value);
      else walk(value, `${prefix}${name}.`);
  };
  walk(whole, "");
  return out;
}

/** The spec's messages by key, as the message catalogue writes them ("messages.auth.welcomeBack"). */
function englishMessages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(MESSAGES)) {
    if (typeof value === "string") out.set(`messages.${name}`, value);
    else if (value && typeof value === "object")
      for (const [key, text] of Object.entries(value))
        if (typeof text === "string") out.set(`messages.${name}.${key}`, text);
  }
  return out;
}

/** English texts (placeholders cut out) that would be English left behind in this language. */
function englishLeftovers(locale: string): string[] {
  const english = new Map([...catalogue("en"), ...englishMessages()]);
  // A word the language itself uses somewhere ("Credits" in German) is not English left behind.
  const local = [...catalogue(locale).values()].join("\n");
  return [...english.values()].flatMap((text) => {
    const fragments = text.split(/\{\{\s*\w+\s*\}\}/).map((fragment) => fragment.trim());
    return fragments.filter(
      (fragment) =>
        (fragment.match(/\p{L}/gu) ?? []).length >= 4 &&
        // A single word cut out of a sentence ("example" of "Play {{title}} example") is too common
        // a word to say the sentence is there: the product's own English script may use it.
        (fragments.length === 1 || fragment.includes(" ")) &&
        !local.includes(fragment),
    );
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function expectNoEnglish(page: Page, leftovers: string[], where: string): Promise<void> {
  const text = await page.locator("body").innerText();
  // Whole words only: "Play" is not in "Display".
  const found = leftovers.filter((english) =>
    new RegExp(`(^|[^\\p{L}])${escape(english)}($|[^\\p{L}])`, "u").test(text),
  );
  expect(found, `English on screen (${where})`).toEqual([]);
}

for (const locale of ["de", "ja"] as const) {
  test(`the whole generator journey in ${locale}: no English on screen, toasts in ${locale}`, async ({ page }) => {
    test.setTimeout(180_000);
    const local = catalogue(locale);
    const say = (key: string) => {
      const text = local.get(key);
      if (text === undefined) throw new Error(`no ${locale} text for ${key}`);
      return text;
    };
    const leftovers = englishLeftovers(locale);

    // Signed out, on the prerendered English page: the footer's switch turns every section over.
    await page.goto("/");
    await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
    await page.getByRole("contentinfo").getByRole("combobox").selectOption(locale);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(say("landingSections.hero.titleEnd"));
    await expect(page.getByRole("heading", { name: say("landing.cta.title") })).toBeVisible();
    await expectNoEnglish(page, leftovers, "the landing page, signed out");

    // Sign up, in the language: labels, button, the toast.
    const email = uniqueEmail(`journey-${locale}`);
    const started = Date.now() - 1000;
    await page
      .getByRole("banner")
      .getByRole("button", { name: say("account.signUp") })
      .click();
    await expect(page.getByRole("heading", { name: say("auth.signUpTitle") })).toBeVisible();
    await page.getByLabel(say("auth.fullName")).fill("Test Seller");
    await page.getByLabel(say("auth.email")).fill(email);
    await page.getByLabel(say("auth.password"), { exact: true }).fill(PASSWORD);
    await page
      .locator("form")
      .getByRole("button", { name: say("auth.signUp") })
      .click();
    await expect(toast(page, say("messages.auth.accountCreated"))).toBeVisible();
    await expectNoEnglish(page, leftovers, "the sign-up page");

    // The confirmation link signs in and says so in the language (the email's own language is i18n-server's part).
    const raw = await waitForOutboxMessage(email, /./, started);
    await page.goto(linkInMessage(raw));
    await expect(page.getByTestId("user-email")).toHaveText(email);
    await expect(toast(page, say("messages.auth.emailConfirmed"))).toBeVisible();

    // The script, then the audio, then playback.
    const generator = page.locator("#custom-audio-generator");
    // The form loads when its section nears the viewport.
    await generator.scrollIntoViewIfNeeded();
    await generator.getByLabel(say("generator.productLink")).fill(HEADPHONES_LINK);
    await generator.getByRole("button", { name: say("generator.generate") }).click();
    await expect(toast(page, say("messages.script.success"))).toBeVisible();
    await expect(generator.getByLabel(say("generator.yourScript"), { exact: true })).toHaveValue(/Aurora Pro/);
    await expectNoEnglish(page, leftovers, "the script step");

    await generator.getByRole("button", { name: say("generator.generateAudio"), exact: true }).click();
    await expect(toast(page, say("messages.audio.success"))).toBeVisible({ timeout: 60_000 });
    const player = page.getByTestId("generated-audio-player");
    const play = say("audioPanel.player.play").replace("{{title}}", "");
    await player.getByRole("button", { name: new RegExp(escape(play.trim())) }).click();
    await expectPlaying(player.locator("audio"));
    await expectNoEnglish(page, leftovers, "the audio step, playing");

    // Download: an MP3.
    const downloadPromise = page.waitForEvent("download");
    await generator.getByRole("button", { name: say("audioPanel.player.download") }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.mp3$/);
  });
}
