import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { initialLocale, saveLocale, setLocale, translateMessage } from "./i18n";
import { goToLocaleUrl, routerBasename, urlLocale } from "./locale-url";

// One DOM and module graph per worker (vitest.config.ts): leave the next file in English at /.
afterEach(async () => {
  localStorage.removeItem("shelftalk-locale");
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
  await setLocale("en");
});

describe("a language's URL prefix", () => {
  it("names the page's language and the router's basename", () => {
    expect(urlLocale("/de/pricing")).toBe("de");
    expect(urlLocale("/ja")).toBe("ja");
    expect(urlLocale("/pricing")).toBeUndefined();
    expect(urlLocale("/en/pricing")).toBeUndefined();
    expect(routerBasename("/zh/contact")).toBe("/zh");
    expect(routerBasename("/contact")).toBeUndefined();
  });

  it("wins over the saved choice and the browser's languages", () => {
    saveLocale("fr");
    window.history.replaceState(null, "", "/ja/pricing");
    expect(initialLocale()).toBe("ja");
    window.history.replaceState(null, "", "/pricing");
    expect(initialLocale()).toBe("fr");
  });

  it("makes the switch go to the other prefix on a prefixed page, and leaves English-path pages alone", () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      pathname: "/de/pricing",
      search: "?pack=growth",
      hash: "#faq",
      assign,
    });
    expect(goToLocaleUrl("ja")).toBe(true);
    expect(assign).toHaveBeenCalledWith("/ja/pricing?pack=growth#faq");
    expect(goToLocaleUrl("en")).toBe(true);
    expect(assign).toHaveBeenLastCalledWith("/pricing?pack=growth#faq");
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/pricing");
    expect(goToLocaleUrl("ja")).toBe(false);
  });
});

describe("the server's answers on any route", () => {
  it("are shown in the reader's language, found by their English text", async () => {
    await setLocale("de");
    expect(translateMessage(MESSAGES.generic.unauthorized)).toBe("Bitte melden Sie sich an, um fortzufahren.");
    expect(translateMessage(MESSAGES.request.bodyNotJson)).toBe("Der Inhalt der Anfrage muss JSON sein.");
    await setLocale("ja");
    expect(translateMessage(MESSAGES.fetch.privateAddress)).toContain("プライベート");
  });
});
