import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { MESSAGES } from "../src/shared/messages";
import { createConfirmedAccount } from "./support/accounts";
import { expectFieldError, toast } from "./support/generator";

/**
 * Issue 28: the interface in the seller's language. The generator's journey in German and in
 * Japanese: the language picked in the footer, kept across a reload, the fields, the toast and
 * the field error in that language, and no text of the English catalogue left in the translated
 * parts of the page (the header, the footer and the generator).
 */
type Catalogue = { [key: string]: string | Catalogue };
const read = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../src/client/i18n/catalogues/${locale}.json`, import.meta.url), "utf8"),
  ) as Catalogue;

function values(catalogue: Catalogue | object): string[] {
  return Object.values(catalogue).flatMap((v: unknown) =>
    typeof v === "string" ? [v] : v && typeof v === "object" ? values(v) : [],
  );
}

// Brand names and words spelled the same in the language are not English left behind.
const SAME = new Set(["Shop", "Team", "Contact", "Solutions", "Generator", "English", "1× (normal)"]);
// Texts without words ("8", the "." after a link) can't be told from any language's.
const ENGLISH = [...values(read("en")), ...values(MESSAGES.script), ...values(MESSAGES.audio)].filter(
  (text) => !SAME.has(text) && /\p{L}{3}/u.test(text),
);

async function visibleText(page: Page): Promise<string> {
  const parts = await Promise.all(
    [page.getByRole("banner"), page.getByRole("contentinfo"), page.locator("#custom-audio-generator")].map((l) =>
      l.innerText(),
    ),
  );
  return parts.join("\n");
}

const JOURNEYS = [
  {
    locale: "de",
    generate: "Audioskript erstellen",
    link: "Produktlink",
    signOut: "Abmelden",
    missing: "Bitte geben Sie einen Produktlink oder Produktangaben an.",
  },
  {
    locale: "ja",
    generate: "音声スクリプトを作成",
    link: "商品リンク",
    signOut: "ログアウト",
    missing: "商品リンクまたは商品情報のいずれかを入力してください。",
  },
] as const;

for (const journey of JOURNEYS) {
  test(`the generator in ${journey.locale}: chosen in the footer, kept, toasts and errors in it, no English`, async ({
    page,
  }) => {
    await createConfirmedAccount(page, `i18n-${journey.locale}`);
    await page.getByRole("contentinfo").getByRole("combobox").selectOption(journey.locale);
    await expect(page.locator("html")).toHaveAttribute("lang", journey.locale);
    await expect(page.getByRole("banner").getByRole("button", { name: journey.signOut })).toBeVisible();

    // The choice outlives a reload (localStorage), and the page renders in it from the start.
    await page.goto("/#custom-audio-generator");
    await expect(page.locator("html")).toHaveAttribute("lang", journey.locale);
    // The form loads when its section nears the viewport; a page rendered in another language may
    // come after the browser's own jump to the fragment.
    await page.locator("#custom-audio-generator").scrollIntoViewIfNeeded();
    const generate = page.getByRole("button", { name: journey.generate });
    await generate.click();
    await expect(toast(page, journey.missing)).toBeVisible();
    await expectFieldError(page.getByLabel(journey.link), journey.missing);

    const text = await visibleText(page);
    expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  });
}

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("gets German without choosing, and English stays one click away", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("banner").getByRole("button", { name: "Anmelden" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("combobox").selectOption("en");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
