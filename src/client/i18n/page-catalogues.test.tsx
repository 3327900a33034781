import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NotFoundPage } from "../pages/not-found-page";
import { setLocale, t } from "./i18n";

// One DOM and module graph per worker (vitest.config.ts): leave the next file in English.
afterEach(async () => {
  await setLocale("en");
});

const page = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={<p>loading</p>}>
        <NotFoundPage />
      </Suspense>
    </MemoryRouter>,
  );

describe("page catalogues", () => {
  it("give a page its English texts without loading anything", () => {
    page();
    expect(screen.getByRole("link", { name: "Return to Home" })).toBeInTheDocument();
    expect(t("notFound.body")).toBe("The page you are looking for does not exist or has moved.");
  });

  it("load a page's file when it first renders in another language", async () => {
    await setLocale("de");
    page();
    expect(await screen.findByRole("link", { name: "Zur Startseite" })).toBeInTheDocument();
    expect(document.title).toContain("Seite nicht gefunden");
  });

  it("load the registered pages' files before a language switch re-renders", async () => {
    page();
    await setLocale("ja");
    expect(t("notFound.home")).toBe("ホームに戻る");
    expect(await screen.findByRole("link", { name: "ホームに戻る" })).toBeInTheDocument();
  });
});
