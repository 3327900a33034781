import { expect, test, type Page } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { waitForOutboxMessage } from "./support/outbox";
import { E2E_BASE_URL } from "./support/e2e-env";

async function balance(page: Page): Promise<number> {
  const res = await page.request.get("/api/credits");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { credits: number }).credits;
}

test("a seller buys Plus on the built-in checkout: 25 credits added once, reload adds nothing", async ({
  page,
  context,
}) => {
  const email = await createConfirmedAccount(page, "buyer");
  expect(await balance(page)).toBe(1);

  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Credit Package" })).toBeVisible();
  const plus = page.getByTestId("pack-plus");
  await expect(plus.getByText("Most Popular")).toBeVisible();
  await expect(page.getByText("All purchases are one-time payments. Credits never expire.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Purchase history" })).toBeVisible();
  await expect(page.getByText("No purchases yet.")).toBeVisible();

  const opened = context.waitForEvent("page");
  await plus.getByRole("button", { name: "Purchase Now" }).click();
  const checkout = await opened;
  await checkout.waitForURL(/\/checkout\?session=test_cs_/);
  // The pricing tab's button resets once the checkout has opened.
  await expect(plus.getByRole("button", { name: "Purchase Now" })).toBeEnabled();

  await expect(checkout.getByText("Test mode: no real payment")).toBeVisible();
  await expect(checkout.getByTestId("checkout-pack")).toHaveText("Plus");
  await expect(checkout.getByTestId("checkout-credits")).toHaveText("25");
  await expect(checkout.getByTestId("checkout-amount")).toContainText("$19");
  await checkout.getByRole("button", { name: "Pay" }).click();

  await checkout.waitForURL(/\/payment-success\?session_id=test_cs_/);
  await expect(checkout.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(checkout.getByTestId("credits-added")).toHaveText("25");
  await expect(checkout.getByText("Successfully added 25 credits to your account!")).toBeVisible();
  await expect(checkout.getByRole("button", { name: "Start Creating Audio" })).toBeVisible();
  await expect(checkout.getByRole("button", { name: "View Pricing" })).toBeVisible();
  expect(await balance(checkout)).toBe(26);

  // Reloading the success page verifies again, shows the purchase, and adds nothing.
  await checkout.reload();
  await expect(checkout.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(checkout.getByTestId("credits-added")).toHaveText("25");
  await expect(checkout.getByTestId("credits-balance")).toHaveText("26");
  expect(await balance(checkout)).toBe(26);

  // The generator's balance badge, when it is on the page, shows the new balance.
  await checkout.getByRole("button", { name: "Start Creating Audio" }).click();
  await expect(checkout).toHaveURL(/\/$/);
  const badge = checkout.getByTestId("credit-badge");
  if ((await badge.count()) > 0) await expect(badge).toHaveText(/Credits: 26/);

  // The purchase appears in the history on /pricing.
  await page.reload();
  const row = page.getByTestId("purchase-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Plus");
  await expect(row).toContainText("25");
  await expect(row).toContainText("$19");
  await expect(row).toContainText("Paid");

  // Issue 25: the purchase left a receipt in the outbox and a downloadable invoice.
  const receipt = await waitForOutboxMessage(email, /Your ShelfTalk receipt INV-/);
  expect(receipt).toContain("/api/payments/invoices/");
  const invoiceLink = row.getByRole("link", { name: /^INV-\d{6}$/ });
  await expect(invoiceLink).toBeVisible();
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: /^Download invoice INV-/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shelftalk-invoice-\d+\.html$/);
  const invoice = await page.request.get((await invoiceLink.getAttribute("href")) ?? "");
  expect(invoice.ok()).toBe(true);
  expect(await invoice.text()).toContain("Plus credit pack");
});

test("billing details go on the next invoice; the pricing page shows the price per credit", async ({ page }) => {
  await createConfirmedAccount(page, "billing");
  await page.goto("/pricing");
  await expect(page.getByTestId("pack-plus-per-credit")).toHaveText("$0.76 per credit");
  await expect(page.getByTestId("pack-lite-per-credit")).toHaveText("$1.00 per credit");
  await page.getByLabel("Billing name").fill("Acme Shop Ltd");
  await page.getByLabel("Billing address").fill("1 Market Street\nLeeds");
  await page.getByLabel("VAT ID (optional)").fill("GB 123 456 789");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Billing details saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("VAT ID (optional)")).toHaveValue("GB123456789");
  await page.getByLabel("VAT ID (optional)").fill("not a <vat>");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Please enter a valid VAT ID")).toBeVisible();
});

test("cancel on the built-in checkout returns to pricing and adds nothing", async ({ page }) => {
  await createConfirmedAccount(page, "canceler");
  // Playwright's request API sends no Origin; a browser on the page would send ours.
  const created = await page.request.post("/api/payments/checkout", {
    data: { packId: "lite" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(created.ok()).toBe(true);
  const { url } = (await created.json()) as { url: string };
  await page.goto(new URL(url).pathname + new URL(url).search);
  await expect(page.getByText("Test mode: no real payment")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await balance(page)).toBe(1);
  // A canceled checkout is not a purchase (issue 25): the history stays empty.
  await expect(page.getByText("No purchases yet.")).toBeVisible();
  await expect(page.getByTestId("purchase-row")).toHaveCount(0);
});

test("a signed-out visitor who clicks Purchase Now is sent to sign up", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByTestId("pack-lite").getByRole("button", { name: "Purchase Now" }).click();
  await expect(page.getByText("Please sign up to purchase credits")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
});
