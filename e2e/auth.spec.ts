import { expect, test } from "@playwright/test";
import { createConfirmedAccount, PASSWORD, signInViaUi, signUpViaUi } from "./support/accounts";
import { linkInMessage, waitForOutboxMessage } from "./support/outbox";

test("sign up, confirm by email, sign out, sign in, and a duplicate sign-up is refused", async ({ page }) => {
  const email = await createConfirmedAccount(page, "journey");
  // Confirmed and signed in: the header shows the email and Sign Out.
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Sign Out" })).toBeVisible();

  await banner.getByRole("button", { name: "Sign Out" }).click();
  await expect(banner.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Sign Up" })).toBeVisible();

  await signInViaUi(page, email);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-email")).toHaveText(email);

  // A signed-in visitor opening /auth is sent home.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);

  await banner.getByRole("button", { name: "Sign Out" }).click();
  await signUpViaUi(page, email);
  await expect(
    page.getByText("This email is already registered. Please sign in instead or reset your password if you forgot it."),
  ).toBeVisible();
});

test("signing in before confirming says so and sends a fresh link", async ({ page }) => {
  const email = `unconfirmed-${Date.now()}@example.com`;
  await signUpViaUi(page, email);
  await expect(page.getByText("Account created! Check your email to confirm your account.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  const before = Date.now();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please confirm your email address first.", { exact: false })).toBeVisible();
  await waitForOutboxMessage(email, /Confirm your ShelfTalk account/, before - 500);
});

test("forgot password: the emailed link opens reset mode, checks the entries, and the new password works", async ({
  page,
}) => {
  const email = await createConfirmedAccount(page, "reset");
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.goto("/auth");

  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByText("Please enter your email address first.")).toBeVisible();

  const before = Date.now() - 500;
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByText("Password reset email sent! Check your inbox.")).toBeVisible();
  const link = linkInMessage(await waitForOutboxMessage(email, /Reset your ShelfTalk password/, before));
  expect(link).toContain("/auth#type=recovery&access_token=");

  await page.goto("about:blank"); // a real navigation, not a same-document fragment change
  const response = await page.goto(link);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  expect(page.url()).not.toContain("access_token");

  await page.getByLabel("New Password", { exact: true }).fill("a-new-passphrase-1");
  await page.getByLabel("Confirm New Password").fill("a-new-passphrase-2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Passwords don't match!")).toBeVisible();

  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password").fill("short");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long!")).toBeVisible();

  await page.getByLabel("New Password", { exact: true }).fill("a-new-passphrase-1");
  await page.getByLabel("Confirm New Password").fill("a-new-passphrase-1");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated successfully!")).toBeVisible();
  // The reset ends every session: the sign-in form follows, with a message and the focus on Email.
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();

  await signInViaUi(page, email, PASSWORD);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await signInViaUi(page, email, "a-new-passphrase-1");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByTestId("user-email")).toHaveText(email);
});

test("sign-out in one tab signs the other tab out too", async ({ page, context }) => {
  const email = await createConfirmedAccount(page, "tabs");
  const other = await context.newPage();
  await other.goto("/");
  await expect(other.getByTestId("user-email")).toHaveText(email);
  await page.evaluate(() => localStorage.setItem("scriptLangLock", "fr"));
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(other.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("scriptLangLock"))).toBeNull();
});
