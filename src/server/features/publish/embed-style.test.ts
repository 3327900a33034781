import { describe, expect, it } from "vitest";
import { accentColor, embedStyle, embedTheme } from "../../../shared/publish/publish";
import { renderEmbedPage } from "./embed-page";
import { embedSnippet } from "./publish-links";

const page = (theme: "light" | "dark" | "auto", accent: string | null) =>
  renderEmbedPage(
    {
      publicId: "pub123",
      title: "Oak board",
      language: "en",
      durationMs: 1000,
      cues: [],
      links: { shareUrl: "https://st.example/listen/pub123", audioUrl: "https://st.example/a/pub123.mp3" },
      theme,
      accent,
    },
    { scriptSrc: undefined, css: "" },
  );

/** Issue 25: the embed follows the host page (light by default) and wears the seller's accent. */
describe("embed style", () => {
  it("is light unless the seller asks for dark or for the listener's device", () => {
    expect(embedTheme(undefined)).toBe("light");
    expect(embedTheme("nonsense")).toBe("light");
    expect(embedTheme("dark")).toBe("dark");
    expect(page("light", null)).toContain('<html lang="en" data-theme="light">');
    expect(page("light", null)).toContain('<meta name="color-scheme" content="light">');
    expect(page("auto", null)).toContain('<html lang="en">');
  });

  it("takes an accent colour of six hex digits only, and picks readable text on it", () => {
    expect(accentColor("#0F766E")).toBe("0f766e");
    expect(accentColor("ff0000")).toBe("ff0000");
    for (const bad of ["red", "#fff", "ff0000;}", "#ff00001", "", null, undefined]) expect(accentColor(bad)).toBeNull();
    expect(embedStyle({ theme: "dark", accent: "#112233" })).toEqual({ theme: "dark", accent: "112233" });
    expect(page("light", "1e3a8a")).toContain("--accent:#1e3a8a;--on-accent:#fff");
    expect(page("light", "facc15")).toContain("--accent:#facc15;--on-accent:#000");
    expect(page("light", null)).not.toContain("--on-accent:#");
  });

  it("puts only what differs from the default into the snippet's URL", () => {
    const url = "https://st.example/embed/pub123";
    expect(embedSnippet(url, "Oak")).toContain(`src="${url}"`);
    expect(embedSnippet(url, "Oak", { theme: "dark", accent: "112233" })).toContain(
      `src="${url}?theme=dark&amp;accent=112233"`,
    );
  });
});
