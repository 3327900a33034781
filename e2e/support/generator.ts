import { expect, type Locator, type Page } from "@playwright/test";
import { E2E_BASE_URL, PRODUCT_SERVER_ORIGIN } from "./e2e-env";

export const HEADPHONES_LINK = `${PRODUCT_SERVER_ORIGIN}/products/aurora-pro-wireless-headphones`;

/** A toast with this text (sonner's list), as opposed to the same text shown on a field. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** The element a field's aria-describedby points at with this text: the error shown on the field. */
export async function expectFieldError(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts.map((t) => t?.trim())).toContain(text);
}

/** Buys a pack through the built-in test checkout's API, as the checkout tab would (no money moves). */
export async function buyCredits(page: Page, packId: "lite" | "plus" | "max"): Promise<void> {
  const headers = { origin: E2E_BASE_URL, "content-type": "application/json" };
  const checkout = await page.request.post("/api/payments/checkout", { data: { packId }, headers });
  expect(checkout.status()).toBe(200);
  const { id } = (await checkout.json()) as { id: string };
  const paid = await page.request.post(`/api/payments/test-checkout/${encodeURIComponent(id)}/pay`, {
    data: {},
    headers,
  });
  expect(paid.status()).toBe(200);
}

/** Waits until the element has real playback: not paused and past the start. */
export async function expectPlaying(audio: Locator): Promise<void> {
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0), { timeout: 15_000 })
    .toBe(true);
}

/** Writes a script from the loopback headphones page and voices it, as a seller would; returns once it is saved. */
export async function makeAudioFromLink(page: Page): Promise<void> {
  await page.goto("/#custom-audio-generator");
  await page.getByLabel("Product Link").fill(HEADPHONES_LINK);
  await writeAndVoice(page, /Aurora Pro/);
}

/** The same from the seller's own details (no link); `script` is what the written script must show. */
export async function makeAudioFromDetails(page: Page, details: string, script: RegExp): Promise<void> {
  await page.goto("/#custom-audio-generator");
  await page.getByLabel("Product Details & Requirements (optional)").fill(details);
  await writeAndVoice(page, script);
}

async function writeAndVoice(page: Page, script: RegExp): Promise<void> {
  await page.getByRole("button", { name: "Generate Audio Script" }).click();
  await expect(page.getByLabel("Your script")).toHaveValue(script);
  await page.locator("#custom-audio-generator").getByRole("button", { name: "Generate Audio", exact: true }).click();
  await expect(toast(page, "Your audio is ready to play and has been saved to your library.")).toBeVisible({
    timeout: 60_000,
  });
}
