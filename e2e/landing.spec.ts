import { expect, test } from "@playwright/test";
import { acceptCookiesUpFront, cookieValue } from "./support/consent";
import { E2E_BASE_URL } from "./support/e2e-env";

const BENEFITS = [
  "Expand Your Reach",
  "Optimize for Voice Commerce",
  "Achieve Incremental Engagement",
  "Enhanced SEO & Discoverability",
  "Meet Modern Consumer Habits",
  "Mobile-First Experience",
];
const CATEGORIES = [
  "Tech Gadget Explainer",
  "Health & Wellness Guide",
  "Fashion & Apparel Story",
  "Home & Living Overview",
  "Automotive Feature",
  "Software & SaaS",
  "Financial Products",
  "Travel & Experience",
];

test("the landing page shows every section in order with its named cards", async ({ page, context }) => {
  await acceptCookiesUpFront(context, E2E_BASE_URL);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /speak for themselves/ })).toBeVisible();
  // The embedded engine speaks in e2e: the claim is "spoken", not "natural" (issue 18).
  await expect(page.getByText(/spoken audio in 8 languages/)).toBeVisible();
  await expect(page.locator("dl").first().locator("dt")).toHaveCount(3);

  const benefits = page.locator("#benefits");
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(BENEFITS);
  const solutions = page.locator("#solutions");
  await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(CATEGORIES);
  await expect(solutions.getByText("Turn dense spec sheets", { exact: false })).toBeVisible();
  // Visitors see no admin text under the examples (issue 25, decision 091).
  await expect(solutions.getByText("Please sign in to upload category audio files.")).toHaveCount(0);
  // A card has a 'Listen now' player exactly when its category has an audio. A fresh server
  // speaks its eight examples in the background: wait for them through the API, then the page
  // must show one player per example.
  let withAudio = 0;
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get("/api/categories")).json()) as {
          categories: { hasAudio: boolean }[];
        };
        withAudio = body.categories.filter((c) => c.hasAudio).length;
        return withAudio;
      },
      { timeout: 90_000 },
    )
    .toBe(8);
  await page.reload();
  await expect(solutions.getByText("Listen now")).toHaveCount(withAudio);
  // A fresh install's example really plays.
  await solutions.getByRole("button", { name: "Play Tech Gadget Explainer example" }).click();
  const firstExample = solutions.getByTestId("category-audio").first();
  await expect
    .poll(() => firstExample.evaluate((el: HTMLAudioElement) => (el.paused ? 0 : el.currentTime)), { timeout: 15_000 })
    .toBeGreaterThan(0);

  const order = await page
    .locator("main > section")
    .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute("aria-labelledby")));
  expect(order).toEqual(["hero-title", "benefits", "solutions", "how-it-works", "custom-audio-generator", "cta-title"]);

  await page.getByRole("button", { name: "Start generating" }).click();
  await expect(page.locator("#custom-audio-generator")).toBeInViewport();
  const footer = page.getByRole("contentinfo");
  for (const name of ["Features", "Pricing", "Contact", "Privacy Policy", "Terms of Service"]) {
    await expect(footer.getByRole(name === "Features" ? "button" : "link", { name })).toBeVisible();
  }
});

test("the cookie banner hides after Accept All and stays hidden on reload", async ({ page, context }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Accept All" }).click();
  await expect(banner).toBeHidden();
  expect(await cookieValue(context, "shelftalk_cookies_accepted")).toBe(true);
  expect(await cookieValue(context, "shelftalk_analytics_consent")).toBe(true);
  const stored = (await context.cookies()).find((c) => c.name === "shelftalk_cookies_accepted");
  expect(stored?.sameSite).toBe("Strict");
  expect(stored!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test("Essential Only records consent without analytics", async ({ page, context }) => {
  await page.goto("/pricing");
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Essential Only" }).click();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  expect(await cookieValue(context, "shelftalk_cookies_accepted")).toBe(true);
  expect(await cookieValue(context, "shelftalk_analytics_consent")).toBe(false);
});

test("the Cookie Preferences dialog locks essential cookies and saves the analytics choice", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  const opener = banner.getByRole("button", { name: "Cookie Preferences" });

  // Cancel records nothing and returns focus to the button that opened the dialog.
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await cookieValue(context, "shelftalk_cookies_accepted")).toBeUndefined();

  await opener.click();
  const essential = dialog.getByRole("switch", { name: "Essential cookies" });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  const analytics = dialog.getByRole("switch", { name: "Analytics cookies" });
  await expect(analytics).not.toBeChecked();
  await analytics.click();
  await expect(analytics).toBeChecked();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  expect(await cookieValue(context, "shelftalk_analytics_consent")).toBe(true);
  expect(await cookieValue(context, "shelftalk_cookies_accepted")).toBe(true);
});

test("the theme toggle switches light, dark and system, and the choice survives a reload", async ({
  page,
  context,
}) => {
  await acceptCookiesUpFront(context, E2E_BASE_URL);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  const toggle = page.getByRole("banner").getByRole("radiogroup", { name: "Colour theme" });
  await expect(toggle.getByRole("radio", { name: "System theme" })).toBeChecked();
  await expect(html).not.toHaveClass(/dark/);

  await toggle.getByRole("radio", { name: "Dark theme" }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await cookieValue(context, "shelftalk_theme")).toBe("dark");
  await page.reload();
  // theme-init.js has applied it before the app starts: check as soon as the document is there.
  await expect(html).toHaveClass(/dark/);
  await expect(toggle.getByRole("radio", { name: "Dark theme" })).toBeChecked();

  await toggle.getByRole("radio", { name: "Light theme" }).click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await cookieValue(context, "shelftalk_theme")).toBe("light");

  // "System" follows the OS, live.
  await toggle.getByRole("radio", { name: "System theme" }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});

test("on a phone the theme toggle is in the mobile menu", async ({ page, context }) => {
  await acceptCookiesUpFront(context, E2E_BASE_URL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  // The menu covers the screen below the header (the header's backdrop-filter once squeezed it to a strip).
  expect((await menu.boundingBox())?.height).toBeGreaterThan(600);
  await menu.getByRole("radio", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
});
