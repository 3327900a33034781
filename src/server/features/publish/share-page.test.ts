import { describe, expect, it } from "vitest";
import type { EmbedAssets } from "./embed-assets";
import { renderSharePage, type SharePageSource } from "./share-page";
import { shareTexts } from "./share-texts";

const assets: EmbedAssets = { css: "body{}", scriptSrc: "/embed/player.js" };

const source = (language: string, title = "Eichenbrett"): SharePageSource => ({
  publicId: "abc",
  title,
  description: "Ein Brett aus Eiche.",
  script: "Hallo. Welt.",
  language,
  durationMs: 65_000,
  cues: [
    { start: 0, end: 1, text: "Hallo." },
    { start: 1, end: 2, text: "Welt." },
  ],
  links: {
    shareUrl: "https://shelftalk.example/listen/abc",
    embedUrl: "https://shelftalk.example/embed/abc",
    audioUrl: "https://shelftalk.example/a/abc.mp3",
    captionsUrl: "https://shelftalk.example/a/abc.vtt",
    oembedUrl: "https://shelftalk.example/api/oembed?url=x",
  },
  jsonLd: { "@type": "AudioObject", inLanguage: language },
  appUrl: "https://shelftalk.example",
});

describe("the share page's chrome in the audio's language (decision 137)", () => {
  it("keeps English as it was", () => {
    const html = renderSharePage(source("en", "Oak Board"), assets);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Oak Board · Listen on ShelfTalk</title>");
    expect(html).toContain(
      '<p class="st-disclosure">This product description is narrated by an AI-generated voice.</p>',
    );
    expect(html).toContain('<h2 id="transcript-heading">Transcript</h2>');
    expect(html).toContain(
      '">Download the MP3</a> · <a href="https://shelftalk.example/a/abc.vtt">Captions (WebVTT)</a>',
    );
    expect(html).toContain(
      '<footer class="st-footer">Audio description made with <a href="https://shelftalk.example/">ShelfTalk</a></footer>',
    );
    expect(html).toContain('aria-label="Play"');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
  });

  it("writes a German audio's page in German: lang, title, headings, links, player, footer", () => {
    const html = renderSharePage(source("de"), assets);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Eichenbrett · Auf ShelfTalk anhören</title>");
    expect(html).toContain("Diese Produktbeschreibung wird von einer KI-generierten Stimme gesprochen.");
    expect(html).toContain('<h2 id="transcript-heading">Transkript</h2>');
    expect(html).toContain(">MP3 herunterladen</a> · ");
    expect(html).toContain(">Untertitel (WebVTT)</a>");
    expect(html).toContain('aria-label="Abspielen"');
    // The brand links to the app's German pages (decision 118).
    expect(html).toContain('<a class="st-brand" href="https://shelftalk.example/de/">ShelfTalk</a>');
    expect(html).toContain('Audiobeschreibung erstellt mit <a href="https://shelftalk.example/de/">ShelfTalk</a>');
    // Structured data and Open Graph still describe the same audio.
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(html).toContain('<meta property="og:title" content="Eichenbrett">');
    expect(html).toContain('"inLanguage":"de"');
    expect(html).not.toMatch(/Listen on|narrated by|Transcript<|Download the|made with|aria-label="Play"/);
  });

  it("places the brand where the language's word order wants it, and keeps a title's own braces", () => {
    const html = renderSharePage(source("ja", "{brand} & {title}"), assets);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain("<title>{brand} &amp; {title} · ShelfTalk で聴く</title>");
    expect(html).toContain(
      '<footer class="st-footer"><a href="https://shelftalk.example/ja/">ShelfTalk</a> で作成した音声説明</footer>',
    );
  });

  it("has every text in each of the 8 languages by primary subtag, English for any other", () => {
    const english = shareTexts("en");
    for (const language of ["es", "fr", "de", "it", "pt", "ja", "zh"]) {
      const texts = shareTexts(language);
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        expect(texts[key], `${language} ${key}`).toBeTruthy();
        expect(texts[key], `${language} ${key}`).not.toBe(english[key]);
      }
      expect(texts.documentTitle).toContain("{title}");
      expect(texts.madeWith).toContain("{brand}");
    }
    expect(shareTexts("pt-BR")).toBe(shareTexts("pt"));
    expect(shareTexts("ko")).toBe(english);
    expect(renderSharePage(source("ko"), assets)).toContain('<html lang="en">');
  });
});
