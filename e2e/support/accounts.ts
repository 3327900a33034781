import { expect, type Page } from "@playwright/test";
import { linkInMessage, waitForOutboxMessage } from "./outbox";

export const PASSWORD = "correct-horse-battery-staple";
let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function signUpViaUi(page: Page, email: string, password = PASSWORD, fullName = "Test Seller") {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: "Sign Up" }).click();
}

/** Signs up through the UI and opens the confirmation link from the outbox: the page is then signed in. */
export async function createConfirmedAccount(page: Page, prefix = "seller"): Promise<string> {
  const email = uniqueEmail(prefix);
  const started = Date.now() - 1000;
  await signUpViaUi(page, email);
  await expect(page.getByText("Account created! Check your email to confirm your account.")).toBeVisible();
  const raw = await waitForOutboxMessage(email, /Confirm your ShelfTalk account/, started);
  await page.goto(linkInMessage(raw));
  await expect(page.getByTestId("user-email")).toHaveText(email);
  return email;
}

export async function signInViaUi(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
}
