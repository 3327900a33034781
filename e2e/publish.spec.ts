import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type FrameLocator, type Page } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { E2E_BASE_URL } from "./support/e2e-env";
import { startShopPage, type ShopPage } from "./support/shop-page";
import { layoutShiftTotal } from "./support/layout-shift";

// Issue 15: a seller goes from "audio ready" to "playing on my shop" in one copy-paste.
test.describe.configure({ mode: "serial" });

type Published = { shareUrl: string; embedHtml: string; audioUrl: string; captionsUrl: string; oembedUrl: string };

let shop: ShopPage;
let sellerContext: BrowserContext;
let seller: Page;
let published: Published;

const player = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Listen:"]');

/** The audio element's state inside the embed frame. */
const audioState = (page: Page) =>
  player(page)
    .locator("audio")
    .evaluate((audio: HTMLAudioElement) => ({ paused: audio.paused, time: audio.currentTime }));

test.beforeAll(async ({ browser }) => {
  shop = await startShopPage();
  sellerContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  seller = await sellerContext.newPage();
});

test.afterAll(async () => {
  await sellerContext?.close();
  await shop?.close();
});

test("the seller publishes from the generator, pastes the snippet on a shop of another origin, it plays, and the play shows in My Audios", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  await createConfirmedAccount(seller, "publisher");
  await seller.goto("/#custom-audio-generator");
  await seller
    .getByLabel("Product Details & Requirements (optional)")
    .fill("Aurora Pro wireless headphones. Forty hours of battery. Active noise cancelling. Folds flat. 129 dollars.");
  await seller.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(seller.getByLabel("Your script")).toHaveValue(/headphones/i);
  await seller.locator("#custom-audio-generator").getByRole("button", { name: "Generate Audio", exact: true }).click();
  await expect(seller.getByText("Your audio is ready to play and has been saved to your library.")).toBeVisible({
    timeout: 60_000,
  });

  const panel = seller.getByTestId("publish-panel");
  await panel.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(seller.getByText("Audio published. Paste the embed code into your product page.")).toBeVisible();
  const embedHtml = await panel.getByTestId("embed-code").inputValue();
  const shareUrl = await panel.getByTestId("share-link").inputValue();
  expect(shareUrl).toMatch(new RegExp(`^${E2E_BASE_URL}/listen/[\\w-]{24}$`));
  // "Copy embed code" puts exactly the snippet on the clipboard.
  await panel.getByRole("button", { name: "Copy embed code" }).click();
  await expect(seller.getByText("Embed code copied")).toBeVisible();
  expect(await seller.evaluate(() => navigator.clipboard.readText())).toBe(embedHtml);
  // The live preview is the snippet itself.
  await expect(panel.getByTestId("embed-preview").locator("iframe")).toHaveAttribute("src", /\/embed\/[\w-]{24}$/);
  const publicId = shareUrl.slice(-24);
  published = {
    shareUrl,
    embedHtml,
    audioUrl: `${E2E_BASE_URL}/a/${publicId}.mp3`,
    captionsUrl: `${E2E_BASE_URL}/a/${publicId}.vtt`,
    oembedUrl: `${E2E_BASE_URL}/api/oembed?url=${encodeURIComponent(shareUrl)}&format=json`,
  };

  // A first-time visitor of the shop: no cookies, another origin.
  shop.setSnippet(embedHtml);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const ours: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(E2E_BASE_URL)) ours.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(shop.origin);
  await expect(player(page).getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Before play: the player's page and its one script, nothing of the audio.
  expect(ours.sort()).toEqual([
    expect.stringMatching(/^GET \/assets\/embed-player-[\w-]+\.js$/),
    `GET /embed/${publicId}`,
  ]);

  const beacon = page.waitForRequest((request) => request.url().endsWith(`/api/plays/${publicId}`));
  await player(page).getByRole("button", { name: "Play", exact: true }).click();
  expect((await beacon).postData()).toBe("play");
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect((await audioState(page)).paused).toBe(false);
  expect(ours).toContain(`GET /a/${publicId}.mp3`);
  // Captions follow the audio: the current sentence is one of the script's.
  await expect(player(page).locator("[data-caption]")).not.toHaveText("");
  // The player neither set nor read a cookie.
  expect(await visitor.cookies(E2E_BASE_URL)).toEqual([]);
  await visitor.close();

  await seller.goto("/my-audios");
  const card = seller.getByTestId("audio-card");
  await expect(card.getByTestId("plays")).toHaveText("1 play", { timeout: 10_000 });
  await expect(card.getByTestId("average-completion")).toHaveText(/% average completion$/);
  await expect(card.getByRole("img", { name: /1 play in the last 30 days/ })).toBeVisible();
});

test("keyboard only: play, pause, seek, speed and transcript inside the embed", async ({ page }) => {
  await page.goto(shop.origin);
  await expect(player(page).getByRole("button", { name: "Play", exact: true })).toBeVisible();
  const focused = () =>
    player(page)
      .locator(":root")
      .evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "";
      });
  // The shop's own link first, then into the frame.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("Play");
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  await expect(player(page).getByRole("button", { name: "Pause", exact: true })).toBeFocused();
  await page.keyboard.press("Space");
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);

  await page.keyboard.press("Tab"); // the ShelfTalk link
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("Seek");
  const before = (await audioState(page)).time;
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(before + 4.5);
  await expect(player(page).getByRole("slider", { name: "Seek" })).toHaveAttribute("aria-valuetext", /^0:0[5-9] of /);
  await page.keyboard.press("Home");
  await expect.poll(async () => (await audioState(page)).time).toBe(0);

  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(player(page).getByRole("button", { name: "Playback speed: 1.25×" })).toBeFocused();
  expect(
    await player(page)
      .locator("audio")
      .evaluate((audio: HTMLAudioElement) => audio.playbackRate),
  ).toBe(1.25);

  await page.keyboard.press("Tab");
  await expect(player(page).getByRole("button", { name: "CC captions", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Space");
  await expect(player(page).getByRole("button", { name: "CC captions", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(player(page).locator("[data-caption]")).toBeHidden();

  await page.keyboard.press("Tab");
  const transcript = player(page).getByRole("button", { name: "Transcript", exact: true });
  await expect(transcript).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(transcript).toHaveAttribute("aria-expanded", "true");
  await expect(player(page).getByRole("list", { name: "Transcript" })).toBeVisible();
  await expect(player(page).getByRole("list", { name: "Transcript" }).getByRole("listitem").first()).toContainText(
    /\w/,
  );
});

test("the share page works with JavaScript off, and its JSON-LD and captions parse", async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const response = await plain.goto(published.shareUrl);
  expect(response?.status()).toBe(200);
  await expect(plain.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(plain.getByText("narrated by an AI-generated voice")).toBeVisible();
  await expect(plain.getByRole("heading", { name: "Transcript" })).toBeVisible();
  await expect(plain.getByText(/headphones/i).first()).toBeVisible();
  // The browser's own player, on the public MP3; our controls stay hidden without their script.
  const native = plain.locator("audio.stp-native");
  await expect(native).toBeVisible();
  await expect(native).toHaveAttribute("controls", "");
  await expect(native).toHaveAttribute("src", published.audioUrl);
  await expect(plain.locator(".stp-ui")).toBeHidden();
  await expect(plain.getByRole("link", { name: "Download the MP3" })).toHaveAttribute("href", published.audioUrl);
  await noScript.close();

  await page.goto(published.shareUrl);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "") as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "AudioObject",
    contentUrl: published.audioUrl,
    encodingFormat: "audio/mpeg",
    inLanguage: "en",
  });
  for (const field of ["name", "description", "duration", "transcript", "uploadDate"]) {
    expect(typeof jsonLd[field], field).toBe("string");
  }
  expect(String(jsonLd.duration)).toMatch(/^PT(\d+M)?\d+S$/);
  expect(Number.isNaN(Date.parse(String(jsonLd.uploadDate)))).toBe(false);
  await expect(page.locator('meta[property="og:audio"]')).toHaveAttribute("content", published.audioUrl);
  await expect(page.locator('link[type="application/json+oembed"]')).toHaveAttribute("href", published.oembedUrl);

  // Chromium's own WebVTT parser, on a track of the published audio.
  const parsed = await page.evaluate(
    async ({ audioUrl, captionsUrl }) => {
      const audio = document.createElement("audio");
      audio.preload = "metadata";
      const track = document.createElement("track");
      track.kind = "captions";
      track.src = captionsUrl;
      track.default = true;
      audio.append(track);
      audio.src = audioUrl;
      document.body.append(audio);
      track.track.mode = "hidden";
      await new Promise((resolve, reject) => {
        track.addEventListener("load", resolve);
        track.addEventListener("error", () => reject(new Error("the captions did not parse")));
      });
      if (audio.readyState < 1) await new Promise((resolve) => audio.addEventListener("loadedmetadata", resolve));
      return {
        duration: audio.duration,
        cues: Array.from(track.track.cues ?? [], (cue) => ({ start: cue.startTime, end: cue.endTime })),
      };
    },
    { audioUrl: published.audioUrl, captionsUrl: published.captionsUrl },
  );
  expect(parsed.cues.length).toBeGreaterThan(2);
  parsed.cues.forEach((cue, i) => {
    expect(cue.end).toBeGreaterThan(cue.start);
    expect(cue.end).toBeLessThanOrEqual(parsed.duration + 0.05);
    if (i > 0) expect(cue.start).toBeGreaterThan(parsed.cues[i - 1]!.start);
  });
});

test("share page and player have no serious accessibility violations, light and dark", async ({ browser }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    for (const url of [published.shareUrl, published.shareUrl.replace("/listen/", "/embed/")]) {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
      expect(blocking, `${url} (${colorScheme})`).toEqual([]);
    }
    await context.close();
  }
});

test("the embed on a light shop renders light when the listener's device is dark (issue 25)", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(shop.origin);
  const frame = player(page);
  await expect(frame.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  expect(await frame.locator(":root").getAttribute("data-theme")).toBe("light");
  const background = await frame
    .locator(".stp")
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe("rgb(255, 255, 255)");
  await context.close();
});

test("a shop page with the embed does not shift as the player loads", async ({ page }) => {
  await page.goto(shop.origin);
  await expect(player(page).getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(layoutShiftTotal)).toBe(0);
  expect(await player(page).locator(":root").evaluate(layoutShiftTotal)).toBe(0);
  const box = await page.locator("iframe").boundingBox();
  expect(box?.height).toBe(200);
});

test("unpublish from My Audios: share page, audio and oEmbed answer 404; publishing again restores the same link", async ({
  page,
}) => {
  await seller.goto("/my-audios");
  const card = seller.getByTestId("audio-card");
  await card.getByTestId("publish-panel").getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(seller.getByText(/^Audio unpublished\./)).toBeVisible();
  await expect(card.getByTestId("publish-panel").getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  for (const url of [published.shareUrl, published.audioUrl, published.captionsUrl, published.oembedUrl]) {
    expect((await seller.request.get(url)).status(), url).toBe(404);
  }
  await page.goto(shop.origin);
  await expect(player(page).getByText("This audio is not available.")).toBeVisible();
  // The figures stay.
  await expect(card.getByTestId("plays")).toHaveText(/^\d+ plays?$/);

  await card.getByTestId("publish-panel").getByRole("button", { name: "Publish", exact: true }).click();
  await expect(card.getByTestId("share-link")).toHaveValue(published.shareUrl);
  expect((await seller.request.get(published.shareUrl)).status()).toBe(200);
});
