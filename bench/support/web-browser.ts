import { chromium, type Browser } from "@playwright/test";

/** Debian's Chromium, kept off every non-loopback address (the project's network rule). */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-dev-shm-usage",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * The JS files a first-time visitor's browser requests while `url` loads: the HTML's own
 * scripts and preloads plus every chunk fetched until the network has been idle (hydration,
 * the cookie banner, data-driven parts). Paths are relative to dist/client.
 */
export async function scriptsLoadedAtStartup(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const files: string[] = [];
  page.on("request", (request) => {
    const requested = new URL(request.url());
    if (requested.origin === origin && requested.pathname.endsWith(".js")) files.push(requested.pathname.slice(1));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // Chunks asked for after hydration (e.g. the cookie banner) still count as start-up.
  await page.waitForTimeout(1000);
  await context.close();
  return [...new Set(files)];
}
