import { expect, test } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";

test("a seller reaches Pronunciations from the generator, adds an entry, listens to it and deletes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createConfirmedAccount(page, "pronounce");
  await page.goto("/#custom-audio-generator");
  // Sellers meet voices by name; engine facts are the operator's (decision 088, issue 25).
  const note = page.getByTestId("voice-engine-note");
  await expect(page.getByLabel("Voice Type").locator("option").first()).toHaveText("Alloy");
  await expect(page.locator("#custom-audio-generator")).not.toContainText(/espeak|robotic|README/i);
  await expect(page.getByLabel("Speaking Speed")).toHaveValue("1");
  await note.getByRole("link", { name: /Pronunciations/ }).click();

  await expect(page).toHaveURL(/\/pronunciations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pronunciations" })).toBeVisible();
  await expect(page.getByText(/No pronunciations yet/)).toBeVisible();

  await page.getByLabel("Word or name").fill("DJUNGELSKOG");
  await page.getByLabel("Say it as").fill("YUNG-el-skog");
  await page.getByLabel("Language").selectOption("en");
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Pronunciation saved.", { exact: false })).toBeVisible();
  const entry = page.getByTestId("pronunciation").filter({ hasText: "DJUNGELSKOG" });
  await expect(entry).toContainText("said “YUNG-el-skog” · English");

  // Listen: the server speaks the entry and the browser plays it.
  const preview = page.waitForResponse((res) => /\/api\/pronunciations\/[^/]+\/preview/.test(res.url()));
  await entry.getByRole("button", { name: "Listen to DJUNGELSKOG" }).click();
  const response = await preview;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("audio/mpeg");
  await expect(entry.getByRole("button", { name: /^(Listen to|Stop) DJUNGELSKOG$/ })).toBeVisible();

  // A duplicate is refused with a clear message.
  await page.getByLabel("Word or name").fill("DJUNGELSKOG");
  await page.getByLabel("Say it as").fill("again");
  await page.getByLabel("Language").selectOption("en");
  await page.getByRole("button", { name: "Add" }).click();
  await expect(
    page.getByText("You already have a pronunciation for this term in this language.").first(),
  ).toBeVisible();

  await entry.getByRole("button", { name: "Delete DJUNGELSKOG" }).click();
  await expect(page.getByText("Pronunciation deleted.")).toBeVisible();
  await expect(page.getByTestId("pronunciation")).toHaveCount(0);
  await expect(page.getByText(/No pronunciations yet/)).toBeVisible();
});
