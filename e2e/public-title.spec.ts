import { expect, test } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { E2E_BASE_URL, PRODUCT_SERVER_ORIGIN } from "./support/e2e-env";
import { toast } from "./support/generator";

// Issue 25, decision 092: an audio made from a link whose slug says nothing ("/p/x7k2q9") shows the
// product's name, read from the page, wherever shoppers see it; the shop's title suffix is cut.
const NAME = "Halden Gusseisen-Bräter 5 L";

test("a published audio from a meaningless slug shows the product's name on the share page, embed and oEmbed", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createConfirmedAccount(page, "public-title");
  await page.goto("/#custom-audio-generator");
  await page.getByLabel("Product Link").fill(`${PRODUCT_SERVER_ORIGIN}/p/x7k2q9`);
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(page.getByLabel("Your script")).toHaveValue(/Halden/, { timeout: 60_000 });
  await page.locator("#custom-audio-generator").getByRole("button", { name: "Generate Audio", exact: true }).click();
  await expect(toast(page, "Your audio is ready to play and has been saved to your library.")).toBeVisible({
    timeout: 90_000,
  });

  const panel = page.getByTestId("publish-panel");
  await panel.getByRole("button", { name: "Publish", exact: true }).click();
  const shareUrl = await panel.getByTestId("share-link").inputValue();
  expect(shareUrl).toMatch(new RegExp(`^${E2E_BASE_URL}/listen/[\\w-]{24}$`));
  // The snippet the seller pastes names the product for screen readers too.
  await expect(panel.getByTestId("embed-code")).toHaveValue(new RegExp(`title="Listen: ${NAME}"`));

  // The share page: its title, Open Graph and JSON-LD name the product, not "P" or "X7k2q9".
  await page.goto(shareUrl);
  await expect(page).toHaveTitle(`${NAME} · Listen on ShelfTalk`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", NAME);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    name?: string;
  };
  expect(jsonLd.name).toBe(NAME);

  // The embed: its label and its document title.
  const publicId = shareUrl.slice(-24);
  await page.goto(`/embed/${publicId}`);
  await expect(page).toHaveTitle(`${NAME} · ShelfTalk player`);
  await expect(page.locator(".stp-title")).toHaveText(NAME);

  // oEmbed: the title and the iframe's title.
  const oembed = await page.request.get(`/api/oembed?url=${encodeURIComponent(shareUrl)}&format=json`);
  expect(oembed.status()).toBe(200);
  const body = (await oembed.json()) as { title: string; html: string };
  expect(body.title).toBe(NAME);
  expect(body.html).toContain(`title="Listen: ${NAME}"`);
});
