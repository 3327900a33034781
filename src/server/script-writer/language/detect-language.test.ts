import { describe, expect, it } from "vitest";
import { detectLanguage, isSpeakableIn, languageFromTag } from "./detect-language";

describe("detectLanguage", () => {
  it.each([
    ["en", "This is perfect for daily use and comes with a two-year warranty."],
    ["en", "Free shipping on all orders over fifty dollars"],
    ["es", "Ideal para el uso diario y viene con dos años de garantía."],
    ["es", "La mejor calidad de la marca que usted busca"],
    ["fr", "Idéal pour un usage quotidien, avec une garantie de deux ans."],
    ["fr", "Il est parfait pour le sport"],
    ["de", "Ideal für den täglichen Gebrauch und mit zwei Jahren Garantie."],
    ["de", "Wird mit einer Tragetasche geliefert"],
    ["de", "Größenverstellbarer Kinnriemen"],
    ["it", "Perfetto per l'uso quotidiano e con due anni di garanzia."],
    ["it", "Spedizione gratuita per tutti gli ordini"],
    ["pt", "Perfeito para o uso diário e com dois anos de garantia."],
    ["pt", "Acompanha estojo de proteção e cabo de carregamento"],
    ["ja", "毎日の使用に最適で、2年間の保証が付いています。"],
    ["ja", "Bluetooth 5.3対応のワイヤレスイヤホン"],
    ["ja", "最大40時間の連続再生"],
    ["zh", "非常适合日常使用，并提供两年保修。"],
    ["zh", "采用蓝牙5.3技术，连接稳定"],
  ])("recognises %s: %s", (expected, text) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it("calls Cyrillic, Hangul and Arabic text 'other'", () => {
    expect(detectLanguage("Отличные наушники с шумоподавлением")).toBe("other");
    expect(detectLanguage("노이즈 캔슬링 무선 헤드폰")).toBe("other");
    expect(detectLanguage("سماعات لاسلكية ممتازة")).toBe("other");
  });

  it("gives no answer when there is no clear signal", () => {
    expect(detectLanguage("")).toBeUndefined();
    expect(detectLanguage("12345 / 67-89")).toBeUndefined();
    expect(detectLanguage("Bluetooth 5.3")).toBeUndefined();
    expect(detectLanguage("in")).toBeUndefined();
  });

  it("lets an English sentence with one Japanese word stay English", () => {
    expect(detectLanguage("Comes with a 保証書 and a travel case for your trips.")).toBe("en");
  });
});

describe("isSpeakableIn", () => {
  it("follows a clear detection", () => {
    expect(isSpeakableIn("Comes with a carrying case.", "en", undefined)).toBe(true);
    expect(isSpeakableIn("Wird mit einer Tragetasche geliefert.", "en", "en")).toBe(false);
  });

  it("uses the context when the text itself is unclear", () => {
    expect(isSpeakableIn("Bluetooth 5.3", "en", "en")).toBe(true);
    expect(isSpeakableIn("Bluetooth 5.3", "fr", "en")).toBe(false);
    expect(isSpeakableIn("Bluetooth 5.3", "fr", undefined)).toBe(true);
  });

  it("never gives a Japanese or Chinese voice text without CJK characters", () => {
    expect(isSpeakableIn("Bluetooth 5.3", "ja", "ja")).toBe(false);
    expect(isSpeakableIn("Bluetooth 5.3", "zh", undefined)).toBe(false);
  });
});

describe("languageFromTag", () => {
  it("reads the primary subtag", () => {
    expect(languageFromTag("de-DE")).toBe("de");
    expect(languageFromTag("pt_BR")).toBe("pt");
    expect(languageFromTag("ZH-Hant")).toBe("zh");
    expect(languageFromTag("ru")).toBe("other");
    expect(languageFromTag("")).toBeUndefined();
    expect(languageFromTag(undefined)).toBeUndefined();
  });
});
