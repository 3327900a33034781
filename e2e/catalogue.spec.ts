import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { REGISTERS } from "../src/server/script-writer/phrases/registers/registers";
import { createConfirmedAccount } from "./support/accounts";
import { PRODUCT_SERVER_ORIGIN } from "./support/e2e-env";

// Issue 16: a seller hands over a catalogue as the template CSV and gets every product spoken,
// on the Batches page (decision 054: the catalogue is the seller's product list, a batch our work on it).
test("upload the template CSV with 5 rows, preview, start, watch the bar reach 100 %, download the ZIP, find the audios in My Audios", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await createConfirmedAccount(page, "catalogue");

  // 1 free credit + a Lite pack on the built-in test checkout.
  await page.goto("/pricing");
  const [checkout] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Purchase Now" }).first().click(),
  ]);
  await checkout.getByRole("button", { name: "Pay" }).click();
  await expect(checkout.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await checkout.close();

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Batches" }).click();
  await expect(page).toHaveURL(/\/batches$/);
  await expect(page.getByRole("heading", { name: "Batches", level: 1 })).toBeVisible();

  // The template, as downloaded, is the file the seller fills in.
  const [templateDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the template" }).click(),
  ]);
  const template = await readFile(await templateDownload.path(), "utf8");
  const [header] = template.split(/\r?\n/);
  expect(header).toBe("product_link,details,language,voice,creativity,title");
  const rows = [
    `${PRODUCT_SERVER_ORIGIN}/catalogue/1,,en,alloy,0.7,Oak board`,
    `${PRODUCT_SERVER_ORIGIN}/catalogue/2,,en,nova,0.5,`,
    `${PRODUCT_SERVER_ORIGIN}/catalogue/3,,fr,alloy,0.7,Tasse`,
    `,"Linen apron with two deep pockets, adjustable straps",en,echo,0.6,Linen apron`,
    `,"Copper kettle, 1.5 litres, whistles when ready",en,onyx,0.8,"=HYPERLINK(""http://evil.example"",""Kettle"")"`,
  ];
  await page.getByLabel("CSV file").setInputFiles({
    name: "catalogue.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([header, ...rows, ""].join("\r\n")),
  });
  await page.getByRole("button", { name: "Preview" }).click();

  await expect(page.getByTestId("batch-preview-row")).toHaveCount(5);
  await expect(page.getByTestId("batch-preview-row").getByText("Ready", { exact: true })).toHaveCount(5);
  await expect(page.getByTestId("batch-preview-summary")).toContainText("5 of 5 rows ready");
  await expect(page.getByTestId("batch-preview-summary")).toContainText("5 credits needed · you have 10");

  await page.getByRole("button", { name: "Start (5 items)" }).click();
  await expect(page).toHaveURL(/\/batches\?batch=[0-9a-f-]{36}$/);
  const batchUrl = page.url();
  const bar = page.getByRole("progressbar", { name: "Batch progress" });
  await expect(bar).toBeVisible();
  // The bar follows the server-sent events to the end.
  await expect(bar).toHaveAttribute("aria-valuenow", "100", { timeout: 150_000 });
  await expect(page.getByRole("heading", { name: "Finished" })).toBeVisible();
  await expect(page.getByTestId("batch-counts")).toContainText("5 made · 0 failed");

  const [zipDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download ZIP" }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await readFile(await zipDownload.path())));
  expect(Object.keys(files).filter((name) => name.endsWith(".mp3"))).toHaveLength(5);
  const manifest = new TextDecoder().decode(files["manifest.csv"]);
  expect(manifest).toContain("Oak board");
  expect(manifest).toContain(`"'=HYPERLINK(""http://evil.example"",""Kettle"")"`);

  // The old address (links in earlier emails) lands on the same batch.
  await page.goto(batchUrl.replace("/batches?", "/catalogue?"));
  await expect(page).toHaveURL(batchUrl);
  await expect(page.getByRole("heading", { name: "Finished" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "My Audios" }).click();
  await expect(page.getByTestId("audio-card")).toHaveCount(5);
  await expect(page.getByTestId("audio-batch-tag")).toHaveCount(5);
  // Titles from the CSV name the audios (a row without one keeps the link-derived title).
  await expect(page.getByTestId("audio-card").getByText("Linen apron", { exact: true })).toHaveCount(1);
  await expect(page.getByTestId("audio-card").getByText("Oak board", { exact: true })).toHaveCount(1);

  // Issue 25: the table view for a library at catalogue scale. Bulk publish of the 5 audios.
  await page.getByRole("button", { name: "Table" }).click();
  const table = page.getByTestId("library-table");
  await expect(table.getByTestId("library-row")).toHaveCount(5);
  await table.getByLabel("Language", { exact: true }).selectOption("fr");
  await expect(table.getByTestId("library-row")).toHaveCount(1);
  await table.getByLabel("Language", { exact: true }).selectOption("");
  await table.getByRole("checkbox", { name: "Select all shown audios" }).check();
  await expect(page.getByTestId("table-selected")).toHaveText("5 audios selected");
  await table.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "5 audios published." })).toBeVisible();
  await expect(table.getByTestId("library-row").getByText("Published", { exact: true })).toHaveCount(5);
  await table.getByLabel("Published", { exact: true }).selectOption("no");
  await expect(table.getByTestId("library-row")).toHaveCount(0);
  await table.getByLabel("Published", { exact: true }).selectOption("yes");
  await expect(table.getByTestId("library-row")).toHaveCount(5);

  // Select two, download them as one ZIP.
  await table.getByTestId("library-row").nth(0).getByRole("checkbox").check();
  await table.getByTestId("library-row").nth(1).getByRole("checkbox").check();
  const [tableZip] = await Promise.all([
    page.waitForEvent("download"),
    table.getByRole("button", { name: "Download ZIP" }).click(),
  ]);
  const picked = unzipSync(new Uint8Array(await readFile(await tableZip.path())));
  expect(Object.keys(picked).filter((name) => name.endsWith(".mp3"))).toHaveLength(2);
  // The view is remembered on this device.
  await page.reload();
  await expect(page.getByTestId("library-table")).toBeVisible();
});

// Issue 25 (decision 124): the batch form's length and tone reach every item's script.
test("a batch made Long and Luxurious writes its items so, against the same row made with the defaults", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createConfirmedAccount(page, "batch-style");
  const details =
    "Handwoven from undyed merino wool on a wooden loom in a small workshop. The throw measures 130 by 170 centimetres. " +
    "Its fringed edges are knotted by hand, one by one. The wool keeps you warm in winter and breathes in summer. " +
    "Dry clean only, or wash by hand in cool water. It arrives folded in a cotton bag that doubles as storage. " +
    "Each throw carries a woven label with the weaver's initials. Choose from oatmeal, charcoal or moss green.";
  const csv = ["product_link,details,language,voice,creativity,title", `,"${details}",en,alloy,0.7,Merino throw`, ""];

  /** One review batch of the row; returns the script written for it. */
  const scriptOf = async (style?: { length: string; tone: string }) => {
    await page.goto("/batches");
    const form = page.getByRole("form", { name: "New batch" });
    if (style) {
      await form.getByRole("combobox", { name: "Length" }).selectOption({ label: style.length });
      await form.getByRole("combobox", { name: "Tone" }).selectOption({ label: style.tone });
    }
    await form.getByRole("switch", { name: "Review the scripts before they are spoken" }).click();
    await page.getByLabel("CSV file").setInputFiles({
      name: "catalogue.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv.join("\r\n")),
    });
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("button", { name: "Start (1 item)" }).click();
    await expect(page.getByRole("heading", { name: "Scripts ready for review" })).toBeVisible({ timeout: 60_000 });
    const box = page.getByRole("textbox", { name: /^Script of row/ });
    await expect(box).not.toHaveValue("");
    return box.inputValue();
  };

  const plain = await scriptOf();
  const styled = await scriptOf({ length: "Long (~60 s)", tone: "Luxurious" });
  const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;
  expect(words(styled)).toBeGreaterThan(words(plain));
  // Its opener and its call to action are the luxurious preset's, whichever the batch position picked.
  const { luxurious } = REGISTERS.en;
  const shape = (wording: string) => {
    const escaped = wording.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&").replace("\u0001", ".+");
    return new RegExp(`^${escaped}$`, "u");
  };
  const intros = [...luxurious.intro.calm, ...luxurious.intro.lively].map((say) =>
    shape(say({ nom: "\u0001", acc: "\u0001" })),
  );
  const firstSentence = styled.split(/(?<=[.!?])\s+/u)[0] ?? "";
  expect(
    intros.some((intro) => intro.test(firstSentence)),
    firstSentence,
  ).toBe(true);
  expect([...luxurious.closing.calm, ...luxurious.closing.lively].some((closer) => styled.includes(closer))).toBe(true);

  // Spoken with the free credit, it lands in My Audios.
  await page.getByRole("button", { name: "Speak all (1)" }).click();
  await expect(page.getByRole("heading", { name: "Finished" })).toBeVisible({ timeout: 90_000 });
  await page.getByRole("banner").getByRole("link", { name: "My Audios" }).click();
  await expect(page.getByTestId("audio-card")).toHaveCount(1);
});
