import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { E2E_BASE_URL, PRODUCT_SERVER_ORIGIN } from "./support/e2e-env";

// Issue 17: a seller makes an API key on the Developers page, uses it from a script, and revokes it.

test("a key is shown once, works from a server-side client, and is refused the moment it is revoked", async ({
  page,
  playwright,
}) => {
  await createConfirmedAccount(page, "developer");
  await page.getByRole("contentinfo").getByRole("link", { name: "Developers" }).click();
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

test("a webhook endpoint shows its secret once, rotates it, and lists its deliveries", async ({ page }) => {
  await createConfirmedAccount(page, "hooks");
  await page.goto("/developers");
  // The e2e server may reach only its loopback product server (FETCH_ALLOW_HOSTS), so the endpoint lives there.
  const endpoint = `${PRODUCT_SERVER_ORIGIN}/webhooks/shelftalk`;
  await page.getByLabel("Endpoint URL").fill(endpoint);
  await page.getByLabel("audio.failed").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = await page.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  const row = page.getByTestId("webhook-row").filter({ hasText: endpoint });
  await expect(row).toContainText("audio.completed, audio.failed");
  await page.getByRole("button", { name: "I've stored it safely" }).click();

  await row.getByRole("button", { name: "Rotate secret" }).click();
  const rotated = await row.getByLabel("New signing secret").inputValue();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await row.getByRole("button", { name: "Deliveries" }).click();
  await expect(row.getByText("No deliveries yet.")).toBeVisible();
  // The signed-in page, with a key and an endpoint listed and a secret on show, passes axe.
  await page.getByLabel("Key name").fill("Accessibility check");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByTestId("new-api-key")).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
  expect(blocking).toEqual([]);

  // A private address is refused with the guard's reason.
  await page.getByLabel("Endpoint URL").fill("http://10.0.0.1/hook");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText(/This endpoint can't receive webhooks/)).toBeVisible();
});
