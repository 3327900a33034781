import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./support/e2e-env";

const ROUTES = ["/", "/auth", "/pricing", "/contact", "/my-audios", "/developers", "/pronunciations"];

// Every page is checked as a first-time visitor sees it (cookie banner open), in both themes.
for (const theme of ["light", "dark"] as const) {
  for (const route of ROUTES) {
    test(`${route} has no serious or critical accessibility violations (${theme})`, async ({ page, context }) => {
      await context.addCookies([
        { name: "shelftalk_theme", value: encodeURIComponent(JSON.stringify(theme)), url: E2E_BASE_URL },
      ]);
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
      expect(blocking).toEqual([]);
    });
  }
}
