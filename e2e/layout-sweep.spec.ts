import { expect, test, type Page } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { acceptCookiesUpFront } from "./support/consent";
import { E2E_BASE_URL } from "./support/e2e-env";
import { makeAudioFromLink } from "./support/generator";

// Issue 14, item 10: no page scrolls sideways at any width from 320 to 1920 px, signed in or
// out, and the signed-in header keeps the email and Sign Out on screen.

const WIDTHS = [
  320, 360, 375, 390, 414, 480, 540, 600, 640, 700, 768, 820, 900, 960, 1000, 1024, 1080, 1120, 1152, 1180, 1200, 1230,
  1250, 1279, 1280, 1366, 1440, 1536, 1680, 1920,
];

const ROUTES = [
  "/",
  "/auth",
  "/pricing",
  "/contact",
  "/my-audios",
  "/developers",
  "/payment-success?session_id=cs_test_unknown",
  "/checkout?session=cs_test_unknown",
  "/privacy-policy",
  "/terms-of-service",
  "/no-such-page",
];

type Overflow = { width: number; scrollWidth: number; offenders: string[] };

/** What sticks out on the right at this width: the page's scroll width and the header's clipped items. */
async function overflowAt(page: Page, width: number): Promise<Overflow | null> {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(async (w) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.documentElement;
    const offenders: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("header *")) {
      const rect = el.getBoundingClientRect();
      const visible = rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== "hidden";
      if (visible && (rect.right > root.clientWidth + 0.5 || rect.left < -0.5)) {
        offenders.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`);
      }
    }
    if (root.scrollWidth <= root.clientWidth && offenders.length === 0) return null;
    return { width: w, scrollWidth: root.scrollWidth, offenders: offenders.slice(0, 5) };
  }, width);
}

async function sweep(page: Page, label: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of ROUTES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (route === "/") {
      // Bring in the lazily loaded generator (and, signed in, the saved script and player).
      await page.locator("#custom-audio-generator").scrollIntoViewIfNeeded();
      await expect(page.getByLabel("Product Link")).toBeVisible();
    }
    for (const width of WIDTHS) {
      const overflow = await overflowAt(page, width);
      if (overflow) failures.push(`${label} ${route} @${width}px: ${JSON.stringify(overflow)}`);
    }
  }
  return failures;
}

test("no page scrolls sideways from 320 to 1920 px, signed out and signed in", async ({ page, context }) => {
  test.setTimeout(240_000);
  await acceptCookiesUpFront(context, E2E_BASE_URL);
  const signedOut = await sweep(page, "signed out");

  // Signed in, with a script, an audio and a library card on the pages.
  await createConfirmedAccount(page, "sweep-long-address-header");
  await makeAudioFromLink(page);
  const signedIn = await sweep(page, "signed in");

  expect([...signedOut, ...signedIn]).toEqual([]);
});
