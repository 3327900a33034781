import { describe, expect, it } from "vitest";
import { chineseInteger, chineseNumber, japaneseInteger, japaneseNumber } from "./cjk-numbers";
import { normalizeForSpeech } from "./text-normalize";

describe("normalizeForSpeech", () => {
  it.each([
    [
      "en",
      "Only $24.99, 3,000mAh, 1.5 kg, 30 x 20 cm & 65W. Save 20%.",
      "Only 24 dollars 99, 3000 milliamp hours, 1.5 kilograms, 30 by 20 centimeters and 65 watts. Save 20 percent.",
    ],
    ["en", "Now £5 or €1.", "Now 5 pounds or 1 euro."],
    [
      "fr",
      "Seulement 24,99 € pour 1 299 articles de 1,5 kg.",
      "Seulement 24 euros 99 pour 1299 articles de 1,5 kilogramme.",
    ],
    [
      "de",
      "Nur 24,99 € für 1.299 Artikel, 2 kg und 500 ml.",
      "Nur 24 Euro 99 für 1299 Artikel, 2 Kilogramm und 500 Milliliter.",
    ],
    ["es", "Solo 24,99 € y 1.299 unidades de 1 kg.", "Solo 24 euros 99 y 1299 unidades de 1 kilogramo."],
    ["it", "Solo 24,99 € per 2 kg, 10 W.", "Solo 24 euro 99 per 2 chilogrammi, 10 watt."],
    ["pt", "Apenas R$ 24,90 e US$ 10, 5000 mAh.", "Apenas 24 reais 90 e 10 dólares, 5000 miliampères-hora."],
  ] as const)("%s: %s", (language, input, expected) => {
    expect(normalizeForSpeech(input, language)).toBe(expected);
  });

  it("spells Japanese prices, units and numbers in kana (full-width input too)", () => {
    expect(normalizeForSpeech("価格は¥2,480、重さ1.5kg。５０％オフ", "ja")).toBe(
      "価格はニセンヨンヒャクハチジュウエン、重さイチテンゴキログラム。ゴジュウパーセントオフ",
    );
    expect(normalizeForSpeech("12800円", "ja")).toBe("イチマンニセンハッピャクエン");
    expect(normalizeForSpeech("$24.99", "ja")).toBe("ニジュウヨンドルキュウジュウキュウセント");
  });

  it("spells Chinese prices, percentages, years and large numbers in hanzi", () => {
    expect(normalizeForSpeech("售价¥2,480，重1.5kg，2024年新款，50%折扣，共10205件", "zh")).toBe(
      "售价两千四百八十元,重一点五公斤,二零二四年新款,百分之五十折扣,共一万零二百零五件",
    );
    expect(normalizeForSpeech("$24.99", "zh")).toBe("二十四点九九美元");
  });

  it("leaves words that merely start like a unit alone", () => {
    expect(normalizeForSpeech("5 märz, 3 main features, 2 grand", "en")).toBe("5 märz, 3 main features, 2 grand");
  });
});

describe("CJK numbers", () => {
  it.each([
    ["0", "ゼロ", "零"],
    ["10", "ジュウ", "十"],
    ["15", "ジュウゴ", "十五"],
    ["110", "ヒャクジュウ", "一百一十"],
    ["300", "サンビャク", "三百"],
    ["2480", "ニセンヨンヒャクハチジュウ", "两千四百八十"],
    ["8000", "ハッセン", "八千"],
    ["12800", "イチマンニセンハッピャク", "一万二千八百"],
    ["10205", "イチマンニヒャクゴ", "一万零二百零五"],
    ["10000000", "イッセンマン", "一千万"],
    ["100010000", "イチオクイチマン", "一亿零一万"],
    ["007", "ゼロゼロナナ", "零零七"],
  ])("%s", (digits, japanese, chinese) => {
    expect(japaneseInteger(digits)).toBe(japanese);
    expect(chineseInteger(digits)).toBe(chinese);
  });

  it("reads decimals digit by digit", () => {
    expect(japaneseNumber("1.05")).toBe("イチテンゼロゴ");
    expect(chineseNumber("24.99")).toBe("二十四点九九");
  });
});
