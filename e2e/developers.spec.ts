import { expect, test } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { E2E_BASE_URL } from "./support/e2e-env";

// Issue 17: a seller makes an API key on the Developers page, uses it from a script, and revokes it.

test("a key is shown once, works from a server-side client, and is refused the moment it is revoked", async ({
  page,
  playwright,
}) => {
  await createConfirmedAccount(page, "developer");
  await page.getByRole("banner").getByRole("link", { name: "Developers" }).click();
  await expect(page.getByRole("heading", { name: "Developers", level: 1 })).toBeVisible();

  await page.getByLabel("Key name").fill("Nightly catalogue sync");
  await page.getByRole("button", { name: "Create key" }).click();
  const key = await page.getByTestId("new-api-key").inputValue();
  expect(key).toMatch(/^st_(test|live)_/);
  const row = page.getByTestId("api-key-row").filter({ hasText: "Nightly catalogue sync" });
  await expect(row).toContainText(key.slice(0, 12));
  // Once dismissed, the key is gone from the page for good: the list shows its prefix only.
  await page.getByRole("button", { name: "I've stored it safely" }).click();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  // A script on a server: no cookies, just the key.
  const client = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const headers = { Authorization: `Bearer ${key}` };
  const credits = await client.get("/api/v1/credits", { headers });
  expect(credits.status()).toBe(200);
  expect(await credits.json()).toEqual({ credits: 1 });
  await page.reload();
  await expect(row).not.toContainText("Last used Never");

  await row.getByRole("button", { name: "Revoke" }).click();
  await row.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(row.getByText("Revoked")).toBeVisible();
  const refused = await client.get("/api/v1/credits", { headers });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("key_revoked");
  await client.dispose();
});

test("the API reference renders from our own origin only", async ({ page }) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(E2E_BASE_URL) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto("/docs/api");
  await expect(page.getByText("ShelfTalk API").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Write a script from a product link and/or details").first()).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});
