import { expect, test } from "@playwright/test";

const ROUTES: Array<{ path: string; heading: string | RegExp }> = [
  { path: "/", heading: /speak for themselves/ },
  { path: "/auth", heading: "Welcome Back" },
  { path: "/pricing", heading: "Choose Your Credit Package" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/my-audios", heading: "Sign In Required" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-of-service", heading: "Terms of Service" },
];

for (const route of ROUTES) {
  test(`${route.path} shows its heading`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: "ShelfTalk" }).first()).toBeVisible();
  });
}

test("/payment-success without a session id says so and goes to pricing", async ({ page }) => {
  await page.goto("/payment-success");
  await expect(page.getByText("Invalid payment session")).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Credit Package" })).toBeVisible();
});

test("an unknown path shows the 404 page whose link goes home", async ({ page }) => {
  const response = await page.goto("/definitely-missing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /speak for themselves/ })).toBeVisible();
});

test("header links reach their sections and pages", async ({ page }) => {
  await page.goto("/pricing");
  // The header's section buttons answer once React has taken the prerendered page over.
  await expect(page.locator("#root")).toHaveAttribute("data-mode", "hydrated");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Benefits" }).click();
  await expect(page).toHaveURL(/\/#benefits$/);
  await expect(page.locator("#benefits")).toBeInViewport();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile menu opens, locks scrolling, and closes", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Credit Package" })).toBeVisible();
  });
});
