import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { linkInMessage } from "./support/outbox";
import { spawnServer } from "./support/spawn-server";

type Received = { to: string[]; raw: string };

test("with SMTP_URL set, the reset email is delivered over SMTP and its link works", async ({ page }) => {
  // Its own server starts on a fresh data dir first (spawnServer allows it 120 s).
  test.setTimeout(180_000);
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const server = await spawnServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "ShelfTalk <hello@shelftalk.test>",
  });
  try {
    const email = `smtp-${Date.now()}@example.com`;
    const password = "correct-horse-battery-staple";
    await page.goto(`${server.url}/auth`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Need an account? Sign up" }).click();
    await page.getByLabel("Full Name").fill("Smtp Seller");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.locator("form").getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Account created! Check your email to confirm your account.")).toBeVisible();
    await expect.poll(() => received.filter((m) => m.to.includes(email)).length).toBe(1);
    const confirmation = received.find((m) => m.to.includes(email))!;
    expect(confirmation.raw).toContain("From: ShelfTalk <hello@shelftalk.test>");
    await page.goto(linkInMessage(confirmation.raw));
    await expect(page.getByTestId("user-email")).toHaveText(email);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();

    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByText("Password reset email sent! Check your inbox.")).toBeVisible();
    await expect.poll(() => received.filter((m) => m.to.includes(email)).length).toBe(2);
    const reset = received.filter((m) => m.to.includes(email))[1]!;
    const link = linkInMessage(reset.raw);
    expect(link.startsWith(`${server.url}/auth#type=recovery&access_token=`)).toBe(true);
    await page.goto("about:blank");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("another-fine-passphrase");
    await page.getByLabel("Confirm New Password").fill("another-fine-passphrase");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated successfully!")).toBeVisible();
  } finally {
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
