import { expect, test, type Page } from "@playwright/test";
import { createConfirmedAccount, signInViaUi } from "./support/accounts";
import { PRODUCT_SERVER_ORIGIN } from "./support/e2e-env";
import { expectFieldError, toast } from "./support/generator";

const LINK = `${PRODUCT_SERVER_ORIGIN}/products/aurora-pro-wireless-headphones`;

/** The price with its currency as each language's script speaks it. */
const SPOKEN_PRICE: Record<string, RegExp> = {
  en: /129 US dollars and 99 cents/,
  es: /129,99 dólares estadounidenses/,
  fr: /129,99 dollars américains/,
  de: /129,99 US-Dollar/,
  it: /129,99 dollari statunitensi/,
  pt: /129,99 dólares americanos/,
  ja: /129\.99米ドル/,
  zh: /129\.99美元/,
};

function generatorScript(page: Page) {
  return page.getByLabel("Your script");
}

test("the script step's validation messages and language lock", async ({ page }) => {
  await page.goto("/#custom-audio-generator");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(page.getByText("Please sign up to generate audio content")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();

  await createConfirmedAccount(page, "gen");
  await page.goto("/#custom-audio-generator");
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 1");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  // In a toast and on the field, which takes the focus.
  await expect(toast(page, "Please provide either a product link or specifications.")).toBeVisible();
  await expectFieldError(page.getByLabel("Product Link"), "Please provide either a product link or specifications.");
  await expect(page.getByLabel("Product Link")).toBeFocused();

  // Voice resets to the first allowed one when the language does not offer it.
  await page.getByLabel("Voice Type").selectOption("shimmer");
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByLabel("Voice Type")).toHaveValue("echo");
  await page.getByLabel("Language").selectOption("en");

  // A link to a private address fails with the guard's message (decided before any connection).
  await page.getByLabel("Product Link").fill("http://10.0.0.1/products/router");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(toast(page, "This link points to a private or local address and can't be fetched.")).toBeVisible();
  await expectFieldError(
    page.getByLabel("Product Link"),
    "This link points to a private or local address and can't be fetched.",
  );

  await page.getByLabel("Product Link").fill(LINK);
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(page.getByText("Your audio script has been successfully generated.")).toBeVisible();
  await expect(generatorScript(page)).toHaveValue(/Aurora Pro Wireless Headphones/);
  expect(await page.evaluate(() => localStorage.getItem("scriptLangLock"))).toBe("en");

  // One credit, the one this unspent script would spend: the spec's lock holds.
  await page.getByLabel("Language").selectOption("fr");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  const locked = "You can't regenerate the script in another language. Please purchase credits to create a new one.";
  await expect(toast(page, locked)).toBeVisible();
  await expectFieldError(page.getByLabel("Language"), locked);
});

test("a script in each of the 8 languages names the product and speaks its price", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = await createConfirmedAccount(page, "langs");
  for (const [language, price] of Object.entries(SPOKEN_PRICE)) {
    // A fresh session per language: the lock belongs to a session's unspent script.
    const context = await browser.newContext();
    const tab = await context.newPage();
    await signInViaUi(tab, email);
    await expect(tab.getByText("Welcome back!")).toBeVisible();
    await tab.goto("/#custom-audio-generator");
    await tab.getByLabel("Product Link").fill(LINK);
    await tab.getByLabel("Language").selectOption(language);
    await tab.getByRole("button", { name: "Generate Audio Script" }).click();
    const script = generatorScript(tab);
    // English keeps the page's name; another language says it as its own category noun + brand
    // + model (issue 25, decision 095): "los auriculares Lumen Audio".
    await expect(script).toHaveValue(language === "en" ? /Aurora Pro Wireless Headphones/ : /Lumen Audio/);
    await expect(script).toHaveValue(price);
    await context.close();
  }
});
