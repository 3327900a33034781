import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SCRIPT_MAX_LENGTH } from "../../shared/generator/generator-limits";
import { MESSAGES } from "../../shared/messages";
import { currentLocale, initialLocale, saveLocale, setLocale, t, translateMessage } from "./i18n";
import { LanguageSwitch } from "./language-switch";

// One DOM and module graph per worker (vitest.config.ts): leave the next file in English.
afterEach(async () => {
  localStorage.removeItem("shelftalk-locale");
  await setLocale("en");
});

describe("interface language", () => {
  it("is English by default and leaves the spec's messages byte-identical", () => {
    expect(currentLocale()).toBe("en");
    expect(t("footer.features")).toBe("Features");
    expect(translateMessage(MESSAGES.script.copied)).toBe(MESSAGES.script.copied);
  });

  it("translates the spec's messages in German, with the limit in German digits, and sets <html lang>", async () => {
    await setLocale("de");
    expect(document.documentElement.lang).toBe("de");
    expect(t("footer.features")).toBe("Funktionen");
    expect(translateMessage(MESSAGES.script.copied)).toBe("Skript in die Zwischenablage kopiert");
    expect(translateMessage(MESSAGES.audio.scriptTooLong)).toContain(SCRIPT_MAX_LENGTH.toLocaleString("de"));
    expect(translateMessage("Some server text")).toBe("Some server text");
  });

  it("translates messages written with values, and MESSAGES' own top-level texts", async () => {
    await setLocale("de");
    expect(translateMessage(MESSAGES.payment.success(25))).toBe("Ihrem Konto wurden 25 Credits gutgeschrieben!");
    expect(translateMessage(MESSAGES.notFound)).toBe("Hoppla! Seite nicht gefunden");
    expect(translateMessage(MESSAGES.auth.welcomeBack)).toBe("Willkommen zurück!");
    expect(translateMessage(MESSAGES.generic.serverError)).toContain("schiefgelaufen");
    // A group not translated yet stays English, and so does a text that only looks like a template's start.
    expect(translateMessage("Successfully added")).toBe("Successfully added");
  });

  it("prefers the saved choice, then the browser's languages", () => {
    expect(initialLocale()).toBe("en"); // happy-dom's navigator says en-US
    saveLocale("ja");
    expect(initialLocale()).toBe("ja");
  });

  it("switches from the select, which names each language in itself", async () => {
    render(<LanguageSwitch id="test-language" />);
    expect(screen.getByRole("option", { name: "日本語" })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Show the site in"), "ja");
    await waitFor(() => expect(screen.getByLabelText("サイトの表示言語")).toHaveValue("ja"));
    expect(localStorage.getItem("shelftalk-locale")).toBe("ja");
    expect(translateMessage(MESSAGES.audio.success)).toBe("音声の準備ができました。ライブラリに保存されています。");
  });
});
