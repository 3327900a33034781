import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import type { GeneratorDraft } from "../use-generator-state";
import { usePageLanguagePreselect } from "../use-page-language";
import { ScriptForm } from "./script-form";

const DRAFT: GeneratorDraft = {
  productLink: "",
  details: "",
  language: "en",
  voice: "alloy",
  speed: 1,
  creativity: 0.7,
  length: "standard",
  tone: "friendly",
  script: "",
  draftId: null,
  audio: null,
};

/** The generator's form with the preselect as GeneratorPanel wires it (signed in, no lock). */
function Form({ enabled = true }: { enabled?: boolean }) {
  const [draft, setDraft] = useState(DRAFT);
  const setLanguage = (language: GeneratorDraft["language"]) => setDraft((d) => ({ ...d, language }));
  const pageLanguage = usePageLanguagePreselect({
    link: draft.productLink,
    enabled,
    language: draft.language,
    mayPreselect: true,
    onPreselect: setLanguage,
  });
  return (
    <ScriptForm
      draft={draft}
      busy={false}
      errors={{}}
      pageLanguage={pageLanguage}
      onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      onLanguageChange={setLanguage}
      onGenerate={() => undefined}
    />
  );
}

const ENGINE = { engine: "embedded", label: "espeak-ng (basic offline voice)", natural: false };

describe("the page's language preselects the Language select (decision 094)", () => {
  it("selects the pasted page's language, and notes it when the seller chooses another", async () => {
    const api = stubFetch({
      "GET /api/voices/engine": () => ENGINE,
      "POST /api/scripts/page-language": () => ({ language: "de" }),
    });
    const { user } = renderPage(<Form />);
    const select = screen.getByLabelText("Language");
    expect(select).toHaveValue("en");

    await user.click(screen.getByLabelText("Product Link"));
    await user.paste("https://shop.example/p/x7k2q9");
    await waitFor(() => expect(select).toHaveValue("de"), { timeout: 3000 });
    expect(api.sent("POST /api/scripts/page-language").map((r) => r.body)).toEqual([
      { link: "https://shop.example/p/x7k2q9" },
    ]);
    expect(screen.queryByTestId("page-language-note")).toBeNull();

    await user.selectOptions(select, "fr");
    expect(select).toHaveValue("fr");
    const note = screen.getByTestId("page-language-note");
    expect(note).toHaveTextContent("The product page is in German. Your script will be written in French.");
    expect(select.getAttribute("aria-describedby")).toContain(note.id);
    // The seller's choice stands: the same page does not preselect again.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(select).toHaveValue("fr");
  });

  it("leaves the select as it is for a page of unknown language", async () => {
    const api = stubFetch({
      "GET /api/voices/engine": () => ENGINE,
      "POST /api/scripts/page-language": () => ({ language: null }),
    });
    const { user } = renderPage(<Form />);
    await user.click(screen.getByLabelText("Product Link"));
    await user.paste("https://shop.example/p/1");
    await waitFor(() => expect(api.sent("POST /api/scripts/page-language")).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByLabelText("Language")).toHaveValue("en");
    expect(screen.queryByTestId("page-language-note")).toBeNull();
  });

  it("does not read pages for visitors", async () => {
    const api = stubFetch({ "GET /api/voices/engine": () => ENGINE });
    const { user } = renderPage(<Form enabled={false} />);
    await user.click(screen.getByLabelText("Product Link"));
    await user.paste("https://shop.example/p/1");
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(api.sent("POST /api/scripts/page-language")).toHaveLength(0);
  });
});
