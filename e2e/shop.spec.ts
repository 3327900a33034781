import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { SiteProductView, SiteSyncView } from "../src/shared/sites/site-schemas";
import { createConfirmedAccount } from "./support/accounts";
import { E2E_BASE_URL } from "./support/e2e-env";
import { buyCredits, toast } from "./support/generator";
import { startSiteShop, type SiteShop } from "./support/site-shop";

// Issue 23: a seller connects a shop once; its product pages speak, and stop speaking what is no longer true.
test.describe.configure({ mode: "serial" });

let shop: SiteShop;
let sellerContext: BrowserContext;
let seller: Page;
let siteId = "";

const PLAYER = 'iframe[title^="Listen:"]';

/** Sums the page's layout shifts (not caused by input), observed from before the first paint. */
const OBSERVE_SHIFTS = () => {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) w.__cls += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
};

const cumulativeShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** A signed-in GET; a kept-alive connection the server closed at the same moment is tried again. */
async function getJson<T>(path: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await seller.request.get(path);
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("ECONNRESET")) throw error;
    }
  }
}

async function products(): Promise<Map<string, SiteProductView>> {
  return new Map((await getJson<SiteProductView[]>(`/api/sites/${siteId}/products`)).map((p) => [p.url, p]));
}

type Counts = SiteSyncView["counts"];

/**
 * "Sync now" on the Shop page, then the syncs through the API until none is running. Saving the
 * source of a just-verified site makes it due, so the schedule may start a sync first and "Sync
 * now" answer that one, or the schedule's and ours may run one after the other: the counts of
 * every sync that ran for this click are added up.
 */
async function syncNow(): Promise<{ statuses: string[]; counts: Counts }> {
  const list = () => getJson<SiteSyncView[]>(`/api/sites/${siteId}/syncs`);
  const before = await list();
  const settled = new Set(before.filter((s) => s.status !== "running").map((s) => s.id));
  await seller.getByRole("button", { name: "Sync now" }).click();
  let ran: SiteSyncView[] = [];
  await expect
    .poll(
      async () => {
        const all = await list();
        ran = all.filter((s) => !settled.has(s.id));
        return ran.length > 0 && ran.every((s) => s.status !== "running");
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toBe(true);
  const counts = { checked: 0, new: 0, changed: 0, unchanged: 0, removed: 0, failed: 0, credits_spent: 0 };
  for (const sync of ran) for (const key of Object.keys(counts) as Array<keyof Counts>) counts[key] += sync.counts[key];
  return { statuses: ran.map((s) => s.status), counts };
}

/** A shop visitor (no cookies, another origin) opens a page; resolves once the loader's lookup has answered. */
async function visit(page: Page, url: string): Promise<number> {
  const lookup = page.waitForResponse((r) => r.url().startsWith(`${E2E_BASE_URL}/api/sites/${siteId}/lookup`));
  await page.goto(url);
  return (await lookup).status();
}

async function expectPlays(page: Page): Promise<void> {
  const frame = page.frameLocator(PLAYER);
  await frame.getByRole("button", { name: "Play", exact: true }).click();
  await expect
    .poll(
      () =>
        frame
          .locator("audio")
          .evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0.3 && !audio.error),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test.beforeAll(async ({ browser }) => {
  shop = await startSiteShop([
    { slug: "walnut-board", name: "Walnut serving board", sku: "FO-1001", price: "24.00", listed: true },
    { slug: "stoneware-teapot", name: "Stoneware teapot", sku: "FO-1002", price: "38.00", listed: true },
  ]);
  sellerContext = await browser.newContext();
  seller = await sellerContext.newPage();
});

test.afterAll(async () => {
  await sellerContext?.close();
  await shop?.close();
});

test("a seller connects a shop with one script tag: product pages play, others stay untouched, a price change is withheld until approved", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await createConfirmedAccount(seller, "shop-owner");
  await buyCredits(seller, "lite");

  // Add the shop, prove it is ours with the meta tag, and paste the snippet and the slot into the theme.
  await seller.goto("/shop");
  await seller.getByLabel("Your shop's address").fill(shop.origin);
  await seller.getByRole("button", { name: "Add shop" }).click();
  const panel = seller.getByTestId("site-panel");
  await expect(panel.getByRole("heading", { name: `Verify ${shop.origin}` })).toBeVisible();
  shop.verificationToken = await panel.getByTestId("site-token").inputValue();
  expect(Buffer.from(shop.verificationToken, "base64url").length).toBeGreaterThanOrEqual(16);
  await panel.getByRole("button", { name: "Verify" }).click();
  await expect(panel.getByText("Verified", { exact: true })).toBeVisible();
  const snippet = await panel.getByTestId("site-snippet").inputValue();
  const match = new RegExp(
    `^<script src="${E2E_BASE_URL}/embed/site\\.js" data-site="([\\w-]{36})" async></script>$`,
  ).exec(snippet);
  expect(match, snippet).not.toBeNull();
  siteId = match![1]!;
  shop.theme = { script: snippet, slot: await panel.getByTestId("site-slot").inputValue() };
  expect(shop.theme.slot).toContain("data-shelftalk-player");

  // The source and the policy: new products are made at once, changed ones wait for review.
  await panel
    .getByLabel("Catalogue source (sitemap, product feed, products.json or CSV address)")
    .fill(`${shop.origin}/sitemap.xml`);
  await panel.getByLabel("A new product", { exact: true }).selectOption("auto");
  await panel.getByLabel("A product whose spoken facts changed").selectOption("review");
  await panel.getByRole("button", { name: "Save settings" }).click();
  await expect
    .poll(() => getJson<Record<string, unknown>>(`/api/sites/${siteId}`))
    .toMatchObject({ sourceUrl: `${shop.origin}/sitemap.xml`, policy: { new: "auto", changed: "review" } });

  const first = await syncNow();
  expect(first.statuses.every((status) => status === "done")).toBe(true);
  expect(first.counts).toMatchObject({ new: 2, changed: 0, failed: 0, credits_spent: 2 });
  const made = await products();
  const board = made.get(shop.productUrl("walnut-board"))!;
  expect(board).toMatchObject({ status: "live", stale: false });
  expect(board.publicId).toBeTruthy();

  // Each phase is a new visitor: the lookup's answer may be cached by a browser for 30 s (decision 068).
  const newVisitor = async () => {
    const context = await browser.newContext();
    await context.addInitScript(OBSERVE_SHIFTS);
    return { visitor: context, page: await context.newPage() };
  };
  // A visitor of the shop: the player appears in the slot of a product page, without a shift, and plays.
  let { visitor, page } = await newVisitor();
  expect(await visit(page, shop.productUrl("walnut-board"))).toBe(200);
  const slot = () => page.locator("[data-shelftalk-player]");
  await expect(slot().locator(PLAYER)).toHaveAttribute("src", `${E2E_BASE_URL}/embed/${board.publicId}`);
  await expect(page.frameLocator(PLAYER).getByRole("button", { name: "Play", exact: true })).toBeVisible();
  expect(await cumulativeShift(page)).toBe(0);
  await expectPlays(page);
  expect(await visitor.cookies(E2E_BASE_URL)).toEqual([]);

  // A page without audio: the lookup answers 404, nothing is added, nothing moves.
  expect(await visit(page, `${shop.origin}/pages/about`)).toBe(404);
  await page.waitForLoadState("networkidle");
  await expect(slot()).toBeEmpty();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(await cumulativeShift(page)).toBe(0);

  // The shop changes a price; the sync (review mode) withholds the old audio at once.
  shop.products[0]!.price = "31.50";
  const second = await syncNow();
  expect(second).toEqual({
    statuses: ["done"],
    counts: { checked: 2, new: 0, changed: 1, unchanged: 1, removed: 0, failed: 0, credits_spent: 0 },
  });
  expect((await products()).get(board.url)).toMatchObject({ status: "changed", stale: true });
  expect(await visitor.cookies(E2E_BASE_URL)).toEqual([]);
  await visitor.close();
  ({ visitor, page } = await newVisitor());
  expect(await visit(page, shop.productUrl("walnut-board"))).toBe(404);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(slot()).toBeEmpty();
  expect(await cumulativeShift(page)).toBe(0);
  const oldMp3 = await page.request.get(`${E2E_BASE_URL}/a/${board.publicId}.mp3`);
  expect(oldMp3.status()).toBe(410);
  expect(await oldMp3.text()).toContain("This audio is out of date");
  // The unchanged product still plays.
  expect(await visit(page, shop.productUrl("stoneware-teapot"))).toBe(200);
  await expectPlays(page);

  // The seller sees the change and approves it: the new audio plays on the page.
  await seller.reload();
  const review = seller.getByTestId("site-review");
  await expect(review).toHaveCount(1);
  await expect(review).toContainText(`Changed: ${board.url}`);
  await expect(review.getByRole("list", { name: "What changed" })).toContainText("price: 24.00 EUR → 31.50 EUR");
  await review.getByRole("button", { name: "Approve" }).click();
  await expect(toast(seller, "Approved: the audio is being made.")).toBeVisible();
  let renewed: SiteProductView | undefined;
  await expect
    .poll(
      async () => {
        renewed = (await products()).get(board.url);
        return renewed && { status: renewed.status, stale: renewed.stale };
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toEqual({ status: "live", stale: false });
  expect(renewed!.audioId).not.toBe(board.audioId);
  await visitor.close();
  ({ visitor, page } = await newVisitor());
  expect(await visit(page, shop.productUrl("walnut-board"))).toBe(200);
  await expect(slot().locator(PLAYER)).toHaveAttribute("src", `${E2E_BASE_URL}/embed/${renewed!.publicId}`);
  expect(await cumulativeShift(page)).toBe(0);
  await expectPlays(page);
  expect((await page.request.get(`${E2E_BASE_URL}/a/${renewed!.publicId}.mp3`)).status()).toBe(200);
  expect(await visitor.cookies(E2E_BASE_URL)).toEqual([]);
  await visitor.close();
});
