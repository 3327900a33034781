import { expect, test } from "@playwright/test";
import { signUpViaUi, uniqueEmail } from "./support/accounts";
import { E2E_PORT } from "./support/e2e-env";
import { spawnServer, type SpawnedServer } from "./support/spawn-server";

test("the app opened at another address than APP_URL explains, in words, why sign-up is refused", async ({
  browser,
}) => {
  // The suite's server has APP_URL http://127.0.0.1:PORT; localhost is the same server under another name.
  const wrongAddress = `http://localhost:${E2E_PORT}`;
  const context = await browser.newContext({ baseURL: wrongAddress });
  const page = await context.newPage();
  await signUpViaUi(page, uniqueEmail("wrong-address"));
  await expect(page.getByText(`it came from ${wrongAddress}, which is not ShelfTalk's own address`)).toBeVisible();
  await expect(page.getByText(`Please open ShelfTalk at http://127.0.0.1:${E2E_PORT} and try again.`)).toBeVisible();
  await expect(page.getByText("Invalid origin", { exact: true })).toHaveCount(0);
  await context.close();
});

test.describe("a production server with no APP_URL, no Stripe and no PAYMENTS_TEST_MODE", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000); // a fresh server: spawnServer allows it 120 s
    server = await spawnServer({ APP_URL: "", PAYMENTS_TEST_MODE: "" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a newcomer on http://127.0.0.1:PORT can sign up (both loopback spellings are trusted)", async ({ browser }) => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signUpViaUi(page, uniqueEmail("loopback"));
    await expect(page.getByText("Account created! Check your email to confirm your account.")).toBeVisible();
    await context.close();
  });

  test("the pricing page says purchases are unavailable and offers no Purchase Now", async ({ page }) => {
    await page.goto(`${server.url}/pricing`);
    await expect(page.getByTestId("purchases-unavailable")).toHaveText(
      "Purchases are unavailable right now: payments are not configured on this server. Please check back later.",
    );
    for (const pack of ["lite", "plus", "max"]) {
      await expect(page.getByTestId(`pack-${pack}`).getByRole("button", { name: "Purchase Now" })).toBeDisabled();
    }
  });
});
