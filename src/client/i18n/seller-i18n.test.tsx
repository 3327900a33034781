import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AUDIO_NAME_MAX_LENGTH } from "../../shared/audios/library-limits";
import { MESSAGES } from "../../shared/messages";
import { PRONUNCIATION_MESSAGES } from "../../shared/pronunciations/pronunciation-messages";
import { PUBLISH_MESSAGES } from "../../shared/publish/publish-messages";
import { SITE_MESSAGES } from "../../shared/sites/site-messages";
import { DATE_TIME_FORMAT } from "../lib/format-date";
import { formatsFor } from "./formats";
import { setLocale, translateMessage, usePageT } from "./i18n";
import { LIBRARY_PAGE } from "./pages/library";

// Leave the next file of this worker in English.
afterEach(async () => {
  await setLocale("en");
});

const AT = "2026-11-26T06:05:00Z";

function Selected({ count }: { count: number }) {
  const t = usePageT(LIBRARY_PAGE);
  return <p>{t("library.selection.selected", { count })}</p>;
}

describe("the seller's pages' texts (issue 28, part B)", () => {
  it("keeps English's dates and digits exactly, and gives another language its own", () => {
    expect(formatsFor("en").dateTime(AT)).toBe(DATE_TIME_FORMAT.format(new Date(AT)));
    expect(formatsFor("en").number(12345)).toBe("12345");
    expect(formatsFor("en").grouped(1000)).toBe("1,000");
    const german = { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" } as const;
    expect(formatsFor("de").dateTime(AT)).toBe(new Intl.DateTimeFormat("de", german).format(new Date(AT)));
    expect(formatsFor("de").dateTime(AT)).not.toMatch(/AM|PM/);
    expect(formatsFor("de").grouped(1000)).toBe("1.000");
  });

  it("translates the feature message groups by their English text, as toasts and field errors show them", async () => {
    expect(translateMessage(PUBLISH_MESSAGES.linkCopied)).toBe(PUBLISH_MESSAGES.linkCopied);
    await setLocale("de");
    expect(translateMessage(PUBLISH_MESSAGES.linkCopied)).toBe("Teilen-Link kopiert");
    expect(translateMessage(SITE_MESSAGES.duplicateOrigin)).toBe("Sie haben diesen Shop bereits hinzugefügt.");
    expect(translateMessage(PRONUNCIATION_MESSAGES.deleted)).toBe("Aussprache gelöscht.");
    expect(translateMessage(MESSAGES.library.deleted)).toBe("Audio erfolgreich gelöscht");
    expect(translateMessage(MESSAGES.library.nameTooLong(AUDIO_NAME_MAX_LENGTH))).toBe(
      "Bitte kürzen Sie den Namen auf 100 Zeichen.",
    );
  });

  it("counts with each language's plural forms, English unchanged", async () => {
    const { rerender } = render(<Selected count={1} />);
    expect(screen.getByText("1 audio selected")).toBeInTheDocument();
    rerender(<Selected count={2} />);
    expect(screen.getByText("2 audios selected")).toBeInTheDocument();
    await setLocale("ja");
    rerender(
      <Suspense fallback="…">
        <Selected count={2} />
      </Suspense>,
    );
    expect(await screen.findByText("2件の音声を選択中")).toBeInTheDocument();
    await setLocale("fr");
    rerender(
      <Suspense fallback="…">
        <Selected count={1} />
      </Suspense>,
    );
    expect(await screen.findByText("1 audio sélectionné")).toBeInTheDocument();
  });
});
