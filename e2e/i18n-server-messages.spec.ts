import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BATCH_CSV_COLUMNS } from "../src/shared/batches/batch-limits";
import { createConfirmedAccount, uniqueEmail } from "./support/accounts";
import { PRODUCT_SERVER_ORIGIN } from "./support/e2e-env";
import { decodeQuotedPrintable, waitForOutboxMessage } from "./support/outbox";

/**
 * Issue 28: what the server answers a seller (a batch's row and file problems) shows in the
 * seller's language, and the Team page's invitation is written in the language its form chose.
 */
type Catalogue = { [key: string]: string | Catalogue };
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../src/client/i18n/${file}`, import.meta.url), "utf8")) as Catalogue;
const GERMAN = read("server-catalogues/de.json") as Record<string, Record<string, string>>;
const BATCHES = read("pages/batches/de.json") as { title: string; form: Record<string, string> };
const TEAM = read("pages/team/de.json") as { title: string; invitations: Record<string, string> };
const fill = (template: string, ...values: string[]) =>
  values.reduce((text, value, i) => text.replace(`{{${i ? `value${i + 1}` : "value"}}}`, value), template);

test("a German seller reads the server's batch problems in German, and invites in Japanese", async ({ page }) => {
  test.setTimeout(120_000);
  await createConfirmedAccount(page, "i18n-server-de");
  await page.goto("/batches");
  // Signed in first, so the switch also saves the language on the account and reloads keep it.
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/account/locale") && r.ok());
  await page.getByRole("contentinfo").getByRole("combobox").selectOption("de");
  await saved;
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: BATCHES.title })).toBeVisible();

  // Pasted links: one not a web link, one twice. Each row's problems come from the server.
  await page.getByRole("button", { name: BATCHES.form.links }).click();
  const link = `${PRODUCT_SERVER_ORIGIN}/products/oak-board`;
  await page.getByLabel(BATCHES.form.linksLabel!).fill(["ftp://shop.invalid/p", link, link].join("\n"));
  await page.getByRole("button", { name: BATCHES.form.preview }).click();
  const rows = page.getByTestId("batch-preview-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(fill(GERMAN.batchRows!.invalidLink!, "ftp://shop.invalid/p"));
  await expect(rows.nth(2)).toContainText(fill(GERMAN.batchRows!.duplicate!, "2"));
  await expect(page.getByTestId("batch-preview-row").filter({ hasText: "Duplicate of row" })).toHaveCount(0);

  // A CSV without the columns: a file problem, its column list written into the German sentence.
  await page.goto("/batches");
  await page.getByRole("button", { name: BATCHES.form.csv }).click();
  await page.getByLabel(BATCHES.form.csvFile!).setInputFiles({
    name: "wrong.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("name,price\r\nOak board,12\r\n"),
  });
  await page.getByRole("button", { name: BATCHES.form.preview }).click();
  await expect(page.getByRole("alert").filter({ hasText: "product_link" })).toHaveText(
    fill(GERMAN.batchFile!.noHeader!, BATCH_CSV_COLUMNS.join(", ")),
  );

  // The Team page: the email's language defaults to the interface's, and another can be chosen.
  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1, name: TEAM.title })).toBeVisible();
  const language = page.getByLabel(TEAM.invitations.language!);
  await expect(language).toHaveValue("de");
  await language.selectOption("ja");
  const invitee = uniqueEmail("yuki");
  const sentAfter = Date.now() - 1000;
  await page.getByRole("textbox", { name: TEAM.invitations.email }).fill(invitee);
  await page.getByRole("button", { name: TEAM.invitations.send }).click();
  await expect(page.getByTestId("invitation-row").filter({ hasText: invitee })).toBeVisible();
  const mail = decodeQuotedPrintable(await waitForOutboxMessage(invitee, /招待を見る/, sentAfter));
  expect(mail).toContain("ShelfTalk のワークスペースに参加する");
});
