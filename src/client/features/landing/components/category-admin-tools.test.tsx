import { screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CATEGORIES } from "../../../../shared/catalog/categories";
import { CATEGORY_UPLOAD_MESSAGES } from "../../../../shared/catalog/category-audio-messages";
import type { CategorySummary } from "../../../../shared/categories/category-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { setLocale } from "../../../i18n/i18n";
import { CategoryAdminTools } from "./category-admin-tools";

// One DOM and module graph per worker (vitest.config.ts): leave the next file in English.
afterEach(async () => {
  await setLocale("en");
});

const ADMIN = {
  user: { id: "a1", email: "staff@shelftalk.example", name: "Staff", emailVerified: true, roles: ["admin"] },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
  roles: ["admin"],
  workspace: { id: "a1", role: "owner", memberships: 1 },
};

const categories: CategorySummary[] = CATEGORIES.map((category, index) => ({
  index,
  title: category.title,
  hasAudio: index === 0,
  url: index === 0 ? "/api/categories/0/audio" : null,
  contentType: index === 0 ? "audio/mpeg" : null,
  updatedAt: index === 0 ? "2026-11-26T06:00:00.000Z" : null,
}));

function stubServer(upload: () => unknown = () => ({ category: categories[1] })) {
  return stubFetch({
    "GET /api/me": () => ADMIN,
    "GET /api/credits": () => ({ credits: 0 }),
    "GET /api/voices/engine": () => ({ engine: "embedded", label: "Embedded", natural: false }),
    "GET /api/categories": () => ({ categories }),
    "PUT /api/admin/categories/1/audio": upload,
  });
}

const tools = () =>
  renderPage(
    <Suspense fallback={<p>loading</p>}>
      <CategoryAdminTools categories={categories} />
    </Suspense>,
    { auth: true },
  );

const wav = () => new File([new Uint8Array([1, 2, 3])], "health.wav", { type: "audio/wav" });

describe("CategoryAdminTools", () => {
  it("keeps its English words and names", async () => {
    stubServer();
    const { user } = tools();
    await user.click(screen.getByRole("button", { name: "Manage Category Audio" }));
    const panel = screen.getByRole("region", { name: "Category audio (admin)" });
    expect(within(panel).getByText("Supported formats: MP3, WAV, M4A, FLAC, OGG (max 10MB each)")).toBeVisible();
    expect(await within(panel).findByText("Engine: Embedded")).toBeVisible();
    const tech = screen.getByTestId("admin-category-0");
    expect(within(tech).getByText("Tech Gadget Explainer")).toBeVisible();
    expect(within(tech).getByText("Audio uploaded")).toBeVisible();
    expect(within(tech).getByRole("button", { name: "Replace audio for Tech Gadget Explainer" })).toBeVisible();
    expect(within(tech).getByRole("button", { name: "Delete audio for Tech Gadget Explainer" })).toBeVisible();
    const health = screen.getByTestId("admin-category-1");
    expect(within(health).getByText("No audio uploaded")).toBeVisible();
    expect(within(health).getByRole("button", { name: "Upload audio for Health & Wellness Guide" })).toBeVisible();
    await user.upload(within(health).getByLabelText("Audio file for Health & Wellness Guide"), wav());
    expect(await screen.findByText("Audio uploaded for Health & Wellness Guide!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide Admin Panel" })).toBeVisible();
  });

  it("speaks German, the category's German title in its toasts and labels, and the server's refusal", async () => {
    await setLocale("de");
    let refuse = false;
    stubServer(() => (refuse ? apiError(415, CATEGORY_UPLOAD_MESSAGES.unsupported) : { category: categories[1] }));
    const { user } = tools();
    await user.click(await screen.findByRole("button", { name: "Kategorie-Audios verwalten" }));
    const panel = screen.getByRole("region", { name: "Kategorie-Audios (Admin)" });
    expect(await within(panel).findByText("Sprachsynthese: Embedded")).toBeVisible();
    const health = screen.getByTestId("admin-category-1");
    expect(within(health).getByText("Gesundheit & Wohlbefinden")).toBeVisible();
    expect(within(health).getByText("Kein Audio hochgeladen")).toBeVisible();
    expect(within(health).getByRole("button", { name: "Audio für Gesundheit & Wohlbefinden hochladen" })).toBeVisible();
    await user.upload(within(health).getByLabelText("Audiodatei für Gesundheit & Wohlbefinden"), wav());
    expect(await screen.findByText("Audio für Gesundheit & Wohlbefinden hochgeladen!")).toBeInTheDocument();

    refuse = true;
    await user.upload(within(health).getByLabelText("Audiodatei für Gesundheit & Wohlbefinden"), wav());
    expect(
      await screen.findByText(
        "Diese Datei ist keine unterstützte Audiodatei. Bitte laden Sie eine MP3-, WAV-, M4A-, FLAC- oder OGG-Datei hoch.",
      ),
    ).toBeInTheDocument();
  });

  it("speaks Japanese, with the title where Japanese puts it", async () => {
    await setLocale("ja");
    stubServer();
    const { user } = tools();
    await user.click(await screen.findByRole("button", { name: "カテゴリー音声を管理" }));
    const tech = screen.getByTestId("admin-category-0");
    expect(within(tech).getByText("音声あり")).toBeVisible();
    expect(within(tech).getByRole("button", { name: /^.+ の音声を差し替え$/ })).toBeVisible();
    expect(screen.getByRole("button", { name: "管理パネルを閉じる" })).toBeVisible();
  });
});
