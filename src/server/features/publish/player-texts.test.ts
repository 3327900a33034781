import { describe, expect, it } from "vitest";
import { playerMarkup, type PlayerSource } from "./player-markup";
import { playerTexts } from "./player-texts";

const source = (language: string): PlayerSource => ({
  variant: "embed",
  publicId: "abc",
  title: "Eichenbrett",
  language,
  durationMs: 65_000,
  cues: [{ start: 0, end: 2, text: "Hallo." }],
  audioPath: "/a/abc.mp3",
  shareUrl: "https://shelftalk.example/listen/abc",
});

describe("the player's words in the audio's language", () => {
  it("keeps English as it was", () => {
    const html = playerMarkup(source("en"));
    expect(html).toContain('aria-label="Play"');
    expect(html).toContain('aria-valuetext="0:00 of 1:05"');
    expect(html).toContain('aria-label="Playback speed: 1×"');
    expect(html).toContain("AI-generated voice · ");
    expect(html).toContain('data-label-pause="Pause"');
  });

  it("speaks German to a German audio's listeners, and hands the script its changing words", () => {
    const html = playerMarkup(source("de"));
    expect(html).toContain('aria-label="Abspielen"');
    expect(html).toContain('aria-valuetext="0:00 von 1:05"');
    expect(html).toContain('aria-label="Wiedergabegeschwindigkeit: 1×"');
    expect(html).toContain("KI-generierte Stimme · ");
    expect(html).toContain('data-label-speed="Wiedergabegeschwindigkeit: {rate}"');
    expect(html).toContain('data-label-unavailable="Dieses Audio ist gerade nicht verfügbar."');
    expect(html).not.toMatch(/aria-label="(Play|Seek|Transcript|CC captions)"/);
  });

  it("has every word in each of the 8 languages, by primary subtag, English for any other", () => {
    const english = playerTexts("en");
    for (const language of ["es", "fr", "de", "it", "pt", "ja", "zh"]) {
      const texts = playerTexts(language);
      for (const [key, text] of Object.entries(texts)) {
        expect(text, `${language} ${key}`).toBeTruthy();
        if (key !== "pause") expect(text, `${language} ${key}`).not.toBe(english[key as keyof typeof english]);
      }
      expect(texts.of).toContain("{time}");
      expect(texts.speed).toContain("{rate}");
    }
    expect(playerTexts("pt-BR")).toBe(playerTexts("pt"));
    expect(playerTexts("ko")).toBe(english);
  });
});
