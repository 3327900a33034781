import { expect, test } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { makeAudioFromDetails } from "./support/generator";
import { startShopPage, type ShopPage } from "./support/shop-page";
import { layoutShiftTotal } from "./support/layout-shift";

// Issue 25, decision 123: the seller's logo in the player on a shop page, without a layout shift.

/** A real 1×1 PNG (the server types an upload by its bytes). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let shop: ShopPage;
test.beforeAll(async () => {
  shop = await startShopPage();
});
test.afterAll(async () => {
  await shop?.close();
});

test("the seller's logo shows in the embed on a shop page, at its fixed size, and nothing shifts", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await createConfirmedAccount(page, "logo");
  await makeAudioFromDetails(page, "Oak & Co cutting board. Solid oak. Oiled by hand. 49 dollars.", /board/i);
  const panel = page.getByTestId("publish-panel");
  await panel.getByRole("button", { name: "Publish", exact: true }).click();
  const field = panel.getByTestId("logo-field-audio");

  // An SVG is refused with its reason, whatever its name says.
  await field.getByLabel("Logo image (PNG, JPEG or WebP, up to 200 KB)").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  });
  await field.getByRole("button", { name: "Upload logo" }).click();
  await expect(field.getByRole("alert")).toHaveText(/SVG logos are not accepted/);

  await field
    .getByLabel("Logo image (PNG, JPEG or WebP, up to 200 KB)")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await field.getByLabel("Brand or shop name in the logo").fill("Oak & Co");
  await field.getByRole("button", { name: "Upload logo" }).click();
  await expect(field.getByText("Shown as “Oak & Co”")).toBeVisible();
  await expect(field.getByTestId("current-logo")).toHaveJSProperty("naturalWidth", 1);

  // A first-time visitor of the shop, on another origin.
  shop.setSnippet(await panel.getByTestId("embed-code").inputValue());
  const visitor = await browser.newContext();
  const shopper = await visitor.newPage();
  await shopper.goto(shop.origin);
  const frame = shopper.frameLocator('iframe[title^="Listen:"]');
  const logo = frame.getByRole("img", { name: "Oak & Co" });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveJSProperty("naturalWidth", 1);
  const box = await logo.boundingBox();
  expect([box?.width, box?.height]).toEqual([96, 32]);
  await shopper.waitForLoadState("networkidle");
  expect(await shopper.evaluate(layoutShiftTotal)).toBe(0);
  expect(await frame.locator(":root").evaluate(layoutShiftTotal)).toBe(0);
  await visitor.close();
});
