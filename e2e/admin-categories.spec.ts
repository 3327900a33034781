import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { makeMp3, makeWav, TEXT_PRETENDING_TO_BE_MP3 } from "../src/test/audio-fixtures";
import { createConfirmedAccount, signInViaUi, signUpViaUi, uniqueEmail } from "./support/accounts";
import { acceptCookiesUpFront } from "./support/consent";
import { E2E_BASE_URL } from "./support/e2e-env";
import { linkInMessage, waitForOutboxMessage } from "./support/outbox";
import { spawnServer } from "./support/spawn-server";

const ELEVEN_MB = new Uint8Array(11 * 1024 * 1024);
const TECH = "Tech Gadget Explainer";

test("a signed-in seller who is not an admin sees no admin panel and is refused by the API", async ({
  page,
  context,
}) => {
  await acceptCookiesUpFront(context, E2E_BASE_URL);
  await createConfirmedAccount(page, "not-admin");
  await page.goto("/#solutions");
  const solutions = page.locator("#solutions");
  await expect(solutions.getByRole("heading", { name: TECH })).toBeVisible();
  await expect(solutions.getByRole("button", { name: "Manage Category Audio" })).toHaveCount(0);
  await expect(solutions.getByText("Please sign in to upload category audio files.")).toHaveCount(0);
  // Playwright's request API sends no Origin; a browser on the page would send ours.
  const origin = E2E_BASE_URL;
  const put = await page.request.put("/api/admin/categories/0/audio", {
    data: Buffer.from(makeMp3()),
    headers: { "content-type": "audio/mpeg", origin },
  });
  expect(put.status()).toBe(403);
  expect(((await put.json()) as { code: string }).code).toBe("forbidden");
  const removed = await page.request.delete("/api/admin/categories/0/audio", { headers: { origin } });
  expect(removed.status()).toBe(403);
  expect(((await removed.json()) as { code: string }).code).toBe("forbidden");
});

/** Picks a file through the row's Upload/Replace button, as an admin would. */
async function chooseFile(page: Page, button: RegExp, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
}

test("an admin uploads, plays, replaces and deletes a category example", async ({ browser }) => {
  test.setTimeout(240_000);
  // Our own server on its own PGlite data dir, so granting the role (CLI, server stopped) touches nobody else's data.
  let server = await spawnServer({});
  const dataDir = server.dataDir;
  const email = uniqueEmail("admin");
  try {
    let context = await browser.newContext({ baseURL: server.url });
    let page = await context.newPage();
    const started = Date.now() - 1000;
    await signUpViaUi(page, email);
    await expect(page.getByText("Account created! Check your email to confirm your account.")).toBeVisible();
    const raw = await waitForOutboxMessage(
      email,
      /Confirm your ShelfTalk account/,
      started,
      path.join(dataDir, "outbox"),
    );
    await page.goto(linkInMessage(raw));
    await expect(page.getByTestId("user-email")).toHaveText(email);
    // A fresh install speaks its eight examples in the background; let that finish so it cannot
    // race the uploads below (after a restart it never runs again on a non-empty table).
    await expect
      .poll(
        async () => {
          const body = (await (await page.request.get("/api/categories")).json()) as {
            categories: { hasAudio: boolean }[];
          };
          return body.categories.filter((c) => c.hasAudio).length;
        },
        { timeout: 120_000 },
      )
      .toBe(8);
    await context.close();
    await server.stop();

    execFileSync("npm", ["run", "--silent", "cli", "--", "admin", "grant", email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      stdio: "pipe",
    });

    server = await spawnServer({}, { dataDir });
    context = await browser.newContext({ baseURL: server.url });
    await acceptCookiesUpFront(context, server.url);
    page = await context.newPage();
    await signInViaUi(page, email);
    await expect(page.getByTestId("user-email")).toHaveText(email);

    await page.goto("/#solutions");
    const solutions = page.locator("#solutions");
    await solutions.getByRole("button", { name: "Manage Category Audio" }).click();
    const panel = page.getByRole("region", { name: "Category audio (admin)" });
    await expect(panel.getByText("Supported formats: MP3, WAV, M4A, FLAC, OGG (max 10MB each)")).toBeVisible();
    const row = page.getByTestId("admin-category-0");
    // Start from an empty card: remove the generated example (it is not brought back).
    await expect(row.getByText("Audio uploaded", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Delete audio for ${TECH}` }).click();
    await expect(page.getByText(`Audio removed for ${TECH}`)).toBeVisible();
    await expect(row.getByText("No audio uploaded")).toBeVisible();

    // Client-side checks of the spec: not audio, too large.
    await chooseFile(page, /^Upload audio for Tech Gadget/, {
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await expect(page.getByText("Please select a valid audio file")).toBeVisible();
    await chooseFile(page, /^Upload audio for Tech Gadget/, {
      name: "huge.mp3",
      mimeType: "audio/mpeg",
      buffer: Buffer.from(ELEVEN_MB),
    });
    await expect(page.getByText("File size must be less than 10MB")).toBeVisible();
    // Text renamed to .mp3 passes the browser's check; the server reads the bytes and refuses it.
    await chooseFile(page, /^Upload audio for Tech Gadget/, {
      name: "fake.mp3",
      mimeType: "audio/mpeg",
      buffer: Buffer.from(TEXT_PRETENDING_TO_BE_MP3),
    });
    await expect(page.getByText(/not a supported audio file/)).toBeVisible();
    await expect(row.getByText("No audio uploaded")).toBeVisible();

    // The server refuses them on its own too.
    const fake = await page.request.put("/api/admin/categories/0/audio", {
      data: Buffer.from(TEXT_PRETENDING_TO_BE_MP3),
      headers: { origin: server.url },
    });
    expect(fake.status()).toBe(415);
    const huge = await page.request.put("/api/admin/categories/0/audio", {
      data: Buffer.from(ELEVEN_MB),
      headers: { origin: server.url },
    });
    expect(huge.status()).toBe(413);

    await chooseFile(page, /^Upload audio for Tech Gadget/, {
      name: "tech.mp3",
      mimeType: "audio/mpeg",
      buffer: Buffer.from(makeMp3(2)),
    });
    await expect(page.getByText(`Audio uploaded for ${TECH}!`)).toBeVisible();
    await expect(row.getByText("Audio uploaded", { exact: true })).toBeVisible();

    const card = solutions.getByRole("listitem").filter({ has: page.getByRole("heading", { name: TECH }) });
    await expect(card.getByText("Listen now")).toBeVisible();
    // The open admin panel and the player pass the same accessibility bar as the pages.
    const axe = await new AxeBuilder({ page }).include("#solutions").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );
    await card.getByRole("button", { name: `Play ${TECH} example` }).click();
    await expect(card.getByRole("button", { name: `Pause ${TECH} example` })).toBeVisible();
    const audio = card.getByTestId("category-audio");
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThan(0);
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(1);
    // Volume comes from the audio-settings cookie's default (80).
    expect(await audio.evaluate((el: HTMLAudioElement) => el.volume)).toBeCloseTo(0.8);
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
    await card.getByRole("button", { name: `Pause ${TECH} example` }).click();

    await chooseFile(page, /^Replace audio for Tech Gadget/, {
      name: "tech.wav",
      mimeType: "audio/wav",
      buffer: Buffer.from(makeWav(1)),
    });
    await expect(page.getByText(`Audio uploaded for ${TECH}!`).first()).toBeVisible();
    await expect
      .poll(async () => {
        const body = (await (await page.request.get("/api/categories")).json()) as {
          categories: { contentType: string | null }[];
        };
        return body.categories[0]?.contentType;
      })
      .toBe("audio/wav");
    await expect(audio).toHaveAttribute("src", /\/api\/categories\/0\/audio\?v=/);
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.src)).toContain("/api/categories/0/audio");

    await row.getByRole("button", { name: `Delete audio for ${TECH}` }).click();
    await expect(page.getByText(`Audio removed for ${TECH}`).first()).toBeVisible();
    await expect(row.getByText("No audio uploaded")).toBeVisible();
    await expect(card.getByText("Listen now")).toHaveCount(0);
    expect((await page.request.get("/api/categories/0/audio")).status()).toBe(404);

    // The panel hides again.
    await solutions.getByRole("button", { name: "Hide Admin Panel" }).click();
    await expect(panel).toBeHidden();
    await context.close();
  } finally {
    await server.stop();
  }
});
