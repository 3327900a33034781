import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../../i18n/i18n";
import { LegalLayout } from "./legal-layout";

// One DOM and module graph per worker (vitest.config.ts): leave the next file in English.
afterEach(async () => {
  await setLocale("en");
});

const layout = () =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <LegalLayout title="Terms" updated="November 21, 2026" sections={[{ id: "a", title: "A" }]}>
        <p>Body</p>
      </LegalLayout>
    </Suspense>,
  );

describe("the legal pages' chrome (decision 111)", () => {
  it("keeps English as it was, with no note", () => {
    layout();
    expect(screen.getByText("Last updated: November 21, 2026")).toBeInTheDocument();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("says in another language that the English text prevails, with the date in that language", async () => {
    await setLocale("de");
    layout();
    expect(await screen.findByRole("note")).toHaveTextContent("englische Fassung");
    expect(screen.getByText("Zuletzt aktualisiert: 21. November 2026")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Inhaltsverzeichnis" })).toBeInTheDocument();
  });
});
