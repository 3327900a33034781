import { expect, test } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { PRODUCT_SERVER_ORIGIN } from "./support/e2e-env";

// Issue 14, item 4 (decision 024): a link to a page without a product gets no script, and the
// seller is told to write the details instead; with details, the script is written from them.
test("a link to a page without a product asks for details instead of writing a script", async ({ page }) => {
  await createConfirmedAccount(page, "noproduct");
  await page.goto("/#custom-audio-generator");
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 1");

  await page.getByLabel("Product Link").fill(`${PRODUCT_SERVER_ORIGIN}/about-us`);
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(page.getByText("This link doesn't look like a product page.", { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel("Your script")).toHaveCount(0);
  await expect(page.getByTestId("credit-badge")).toHaveText("Credits: 1");

  await page
    .getByLabel("Product Details & Requirements (optional)")
    .fill("Handmade oak serving board, 40 by 25 cm, oiled with linseed. Keep it short.");
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(page.getByLabel("Your script")).toHaveValue(/oak serving board/i);
  await expect(page.getByLabel("Your script")).not.toHaveValue(/Keep it short|founded/);
});
