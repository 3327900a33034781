import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { LOCALES, localePath } from "../src/shared/i18n/locales";
import { PUBLIC_PATHS } from "../src/shared/paths";
import { PASSWORD, uniqueEmail } from "./support/accounts";
import { decodeQuotedPrintable, linkInMessage, waitForOutboxMessage } from "./support/outbox";

/**
 * Issue 28, decision 118: the public pages prerendered per language under a path prefix (/de/,
 * /ja/pricing…), with <html lang>, hreflang alternates and the sitemap; a prefixed page hydrates
 * its own language's markup, its links keep the prefix, and the switch goes to the other prefix.
 */

// As e2e/prerender.spec.ts: production React names mismatches only by their error numbers.
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("/de/ is served prerendered in German, with <html lang>, its canonical and hreflang for all eight", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/de/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="de"/);
  expect(html).toContain('data-prerendered="/de"');
  // The footer's own words, translated in the client's German catalogue.
  expect(html).toContain("Funktionen");
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/de/" />`);
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
    m[1],
    m[2],
  ]);
  expect(alternates).toEqual([
    ...LOCALES.map((locale) => [locale, `${baseURL}${localePath(locale, "/")}`]),
    ["x-default", `${baseURL}/`],
  ]);
  // The CSP allows script-src 'self' only: every <script> must name a file.
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
  // English stays where it was, and says so in its own lang.
  const english = await (await request.get("/pricing")).text();
  expect(english).toMatch(/<html lang="en"/);
  expect(english).toContain(`<link rel="alternate" hreflang="ja" href="${baseURL}/ja/pricing" />`);
});

for (const locale of ["de", "ja"] as const) {
  for (const path of PUBLIC_PATHS) {
    const url = localePath(locale, path);
    test(`${url} hydrates its ${locale} markup without mismatch warnings`, async ({ page }) => {
      const problems = recordProblems(page);
      await page.goto(url, { waitUntil: "networkidle" });
      await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      // The page has been interactive: the first-visit cookie banner (a fixed region, whatever its
      // language) appears after hydration.
      await expect(page.locator("section[aria-label].fixed")).toBeVisible();
      expect(problems.filter((text) => HYDRATION_PROBLEM.test(text))).toEqual([]);
    });
  }
}

test("a prefixed page's <title> and meta description are in its language, the same title the page sets", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/de/pricing")).text();
  expect(html).toContain("<title>Preise · ShelfTalk</title>");
  expect(html).toMatch(/<meta name="description" content="ShelfTalk-Guthabenpakete: [^"]+für[^"]+"/);
  const ja = await (await request.get("/ja/")).text();
  expect(ja).toMatch(/<meta name="description" content="ShelfTalk は[^"]+"/);
  // Hydrated, the page sets the very same title: no flash of another title.
  await page.goto("/de/pricing");
  await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
  await expect(page).toHaveTitle("Preise · ShelfTalk");
});

test("a prefixed page's links keep the prefix, and the switch to 日本語 goes to /ja/", async ({ page }) => {
  const problems = recordProblems(page);
  await page.goto("/de/", { waitUntil: "networkidle" });
  await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
  const pricing = page.getByRole("contentinfo").locator('a[href="/de/pricing"]').first();
  await expect(pricing).toBeVisible();
  await pricing.click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  await page.goto("/de/", { waitUntil: "networkidle" });
  await page.getByRole("contentinfo").getByRole("combobox").selectOption("ja");
  await expect(page).toHaveURL(/\/ja\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
  await expect(page.getByRole("contentinfo").getByRole("combobox")).toHaveValue("ja");
  // English from a prefixed page is the unprefixed page.
  await page.getByRole("contentinfo").getByRole("combobox").selectOption("en");
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(problems.filter((text) => HYDRATION_PROBLEM.test(text))).toEqual([]);
});

test("/sitemap.xml lists every public page in every language, with alternates", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toHaveLength(PUBLIC_PATHS.length * LOCALES.length);
  for (const url of ["/", "/de/", "/ja/", "/fr/pricing", "/zh/privacy-policy", "/pt/terms-of-service"])
    expect(locs).toContain(`${baseURL}${url}`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/contact"/>`);
});

test("a seller who signs up on a German page gets German mail, and the account keeps the language", async ({
  page,
}) => {
  const email = uniqueEmail("prefix-de");
  const started = Date.now() - 1000;
  await page.goto("/de/", { waitUntil: "networkidle" });
  await page.getByRole("banner").getByRole("button", { name: "Registrieren" }).click();
  await expect(page).toHaveURL(/\/de\/auth$/);
  // By id: the form's labels are the page translations' to change.
  await page.locator("#full-name").fill("Greta Seller");
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.locator("form button[type=submit]").click();
  // The confirmation email in the outbox, in German (the body; the subject is MIME-encoded).
  const raw = await waitForOutboxMessage(email, /Hallo, danke für Ihre Registrierung/, started);
  expect(decodeQuotedPrintable(raw)).toContain('<html lang="de">');

  // Confirmed and signed in on an English path: the account's German applies there too.
  await page.goto(linkInMessage(raw));
  await expect(page.getByTestId("user-email")).toHaveText(email);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const me = async () =>
    ((await (await page.request.get("/api/me")).json()) as { user: { locale: string | null } }).user.locale;
  expect(await me()).toBe("de");

  // A pick in the switch, signed in, is saved on the account.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/account/locale") && r.status() === 200);
  await page.getByRole("contentinfo").getByRole("combobox").selectOption("ja");
  await saved;
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  expect(await me()).toBe("ja");
});
