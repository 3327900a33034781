import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "../../shared/catalog/languages";
import type { ProductFacts } from "../../shared/generator/product-facts";
import {
  SCRIPT_LENGTH_IDS as SCRIPT_LENGTHS,
  SCRIPT_TONE_IDS as SCRIPT_TONES,
} from "../../shared/generator/script-style";
import { lengthSeconds } from "./script-settings";
import { estimateSpeechSeconds } from "../../shared/generator/speech-estimate";
import { writeBuiltinScript } from "./builtin-writer";
import { findForbidden, repeatedSentence } from "../../test/forbidden-in-script";
import { RICH_FACTS } from "../../test/fixtures/rich-facts";
import { REGISTERS } from "./phrases/registers/registers";
import type { ScriptWriterError } from "./script-writer-provider";

const NO_FACTS: ProductFacts = { features: [], images: [] };

/** The example in each language, and what the script must then say instead. */
const INSTRUCTIONS: Record<LanguageCode, { details: string; said: RegExp }> = {
  en: {
    details: "Mention that shipping is free over 50 euros this month. Keep a warm, friendly tone.",
    said: /Shipping is free on orders over 50 euros this month\./,
  },
  es: {
    details: "Menciona que el envío es gratis a partir de 50 euros este mes. Usa un tono cálido y cercano.",
    said: /Este mes, el envío es gratis a partir de 50 euros\./,
  },
  fr: {
    details: "Mentionnez que la livraison est offerte dès 50 euros ce mois-ci. Gardez un ton chaleureux.",
    said: /Ce mois-ci, la livraison est offerte dès 50 euros\./,
  },
  de: {
    details: "Erwähne, dass der Versand diesen Monat ab 50 Euro kostenlos ist. Halte einen freundlichen Ton.",
    said: /Diesen Monat ist der Versand ab 50 Euro kostenlos\./,
  },
  it: {
    details: "Menziona che la spedizione è gratuita sopra i 50 euro questo mese. Usa un tono amichevole.",
    said: /Questo mese la spedizione è gratuita per ordini da 50 euro in su\./,
  },
  pt: {
    details: "Mencione que o frete é grátis acima de 50 euros este mês. Use um tom caloroso.",
    said: /Este mês, o envio é grátis acima de 50 euros\./,
  },
  ja: {
    details: "今月は50ユーロ以上で送料無料になることを伝えてください。親しみやすい口調でお願いします。",
    said: /今月は50ユーロ以上のご注文で送料無料です。/,
  },
  zh: { details: "请提到本月满50欧元包邮。请用亲切的语气。", said: /本月订单满50欧元即可免运费。/ },
};

const INSTRUCTION_WORDS =
  /\b(?:mention|tone|menciona|tono|mentionnez|ton|erwähne|menziona|mencione|tom)\b|伝えて|口調|提到|语气/i;

describe("details are instructions, not copy", () => {
  describe.each(LANGUAGE_CODES)("in %s", (language) => {
    const { facts } = RICH_FACTS[language];

    it("follows the instruction and never reads it out, whatever language it was written in", () => {
      for (const from of LANGUAGE_CODES) {
        const script = writeBuiltinScript({ facts, details: INSTRUCTIONS[from].details, language, creativity: 0.5 });
        expect(script, `${from} details, ${language} script`).toMatch(INSTRUCTIONS[language].said);
        expect(script).not.toMatch(INSTRUCTION_WORDS);
        expect(findForbidden(script)).toEqual([]);
      }
    });

    it("drops the price when asked", () => {
      const script = writeBuiltinScript({ facts, details: "Don't mention the price.", language, creativity: 0.5 });
      expect(script).not.toContain(RICH_FACTS[language].spokenPrice);
      expect(script).not.toMatch(/price|preis|prix|precio|prezzo|preço/i);
    });

    it("takes the length the details ask for over the form's", () => {
      const short = writeBuiltinScript({ facts, details: "Keep it short.", language, creativity: 0.5, length: "long" });
      expect(estimateSpeechSeconds(short, language)).toBeLessThanOrEqual(lengthSeconds("short") * 1.1);
    });
  });

  it("speaks a mention written in the script's language as a sentence", () => {
    const script = writeBuiltinScript({
      facts: RICH_FACTS.en.facts,
      details: "Mention that every pair is tested by hand.",
      language: "en",
      creativity: 0,
    });
    expect(script).toContain("Every pair is tested by hand.");
    expect(script).not.toContain("Mention");
  });

  it("writes from instructions and facts alone, without a page", () => {
    const script = writeBuiltinScript({
      facts: NO_FACTS,
      details: "Handmade ceramic mug, 350 ml, dishwasher safe. Use a playful tone. Keep it short.",
      language: "de",
      creativity: 0.5,
    });
    expect(script).toMatch(/Von Hand gefertigt|Spülmaschinenfest/);
    expect(script).not.toMatch(/playful|short/i);
  });
});

describe("creativity", () => {
  const { facts } = RICH_FACTS.en;

  it("0 is plain and fixed: the seed changes nothing", () => {
    const scripts = new Set(
      ["a", "b", "c", "d"].map((seed) => writeBuiltinScript({ facts, language: "en", creativity: 0, seed })),
    );
    expect(scripts.size).toBe(1);
    const [plain] = [...scripts];
    expect(plain).not.toMatch(/\?|!/);
  });

  it("1 varies openings, order, questions and framing between seeds, reproducibly", () => {
    const seeds = Array.from({ length: 12 }, (_, i) => `seed-${i}`);
    // An English page in German: its facts come from structure, so benefits can frame them.
    const scripts = seeds.map((seed) => writeBuiltinScript({ facts, language: "de", creativity: 1, seed }));
    expect(new Set(scripts).size).toBeGreaterThan(3);
    expect(new Set(scripts.map((s) => s.split(/[.!?]/)[0])).size).toBeGreaterThan(1);
    expect(scripts.some((s) => /\?/.test(s))).toBe(true);
    expect(scripts.some((s) => /laden Sie seltener nach|Verbindung schnell hergestellt|hören Sie nur/.test(s))).toBe(
      true,
    );
    expect(writeBuiltinScript({ facts, language: "de", creativity: 1, seed: "seed-3" })).toBe(scripts[3]);
  });

  it("0 and 1 differ beyond the first and last lines", () => {
    for (const language of LANGUAGE_CODES) {
      const { facts: f } = RICH_FACTS[language];
      const plain = writeBuiltinScript({ facts: f, language, creativity: 0, seed: "x" });
      const lively = writeBuiltinScript({ facts: f, language, creativity: 1, seed: "x" });
      const middle = (s: string) => s.split("\n\n").slice(1, -1).join("\n\n");
      expect(middle(lively), language).not.toBe(middle(plain));
    }
  });
});

describe("length targets and tone presets", () => {
  describe.each(LANGUAGE_CODES)("in %s", (language) => {
    const { facts } = RICH_FACTS[language];

    it("keeps each length target and orders them short < standard < long", () => {
      const seconds = SCRIPT_LENGTHS.map((length) => {
        const script = writeBuiltinScript({ facts, language, creativity: 0.7, length, seed: "len" });
        const s = estimateSpeechSeconds(script, language);
        expect(s, `${length}: ${script}`).toBeLessThanOrEqual(lengthSeconds(length) * 1.1);
        expect(script).toContain(RICH_FACTS[language].spokenPrice);
        return s;
      });
      expect(seconds[0]).toBeLessThan(seconds[2]!);
      expect(seconds[0]).toBeLessThanOrEqual(seconds[1]!);
      expect(seconds[1]).toBeLessThanOrEqual(seconds[2]!);
    });

    it("speaks in each tone's own register", () => {
      const scripts = SCRIPT_TONES.map((tone) => writeBuiltinScript({ facts, language, creativity: 0, tone }));
      expect(new Set(scripts).size).toBe(SCRIPT_TONES.length);
      for (const tone of ["professional", "playful", "luxurious"] as const) {
        const script = writeBuiltinScript({ facts, language, creativity: 0, tone });
        const register = REGISTERS[language][tone];
        expect(script).toContain(register.closing.calm[0]);
      }
    });
  });
});

/** Text that must never reach a script as it stands. */
const JUNK = [
  "$metabrand",
  "{{brand}}",
  "{{ product.title }}",
  "${price}",
  "%product_name%",
  "[%=alt%]",
  "__PRODUCT_NAME__",
  "<b>Bold</b>",
  "&lt;script&gt;",
  "https://shop.example.com/p/1",
  "www.example.de",
  "Buy it at Argos. Thousands of products for same day delivery £3.95.",
  "Everyday low prices and free delivery on eligible orders.",
  "Add to basket",
  "Jetzt bei OTTO bestellen.",
  "Great for the laptopWith a sleeve",
  "It does everything a PC can do.Plus more",
];

describe("property: no placeholder, markup, URL, shop talk or repeated sentence, ever", () => {
  const sentence = fc.oneof(
    fc.constantFrom(...JUNK),
    fc.constantFrom(
      "Soft memory foam cushions.",
      "Up to 40 hours of battery life.",
      "Bluetooth 5.3",
      "Weight: 250 g",
      "Made of solid oak.",
      "Dishwasher safe",
      "Colour: Black",
      "Garantie: 2 Jahre",
      "最大40時間の連続再生",
    ),
    fc.lorem({ maxCount: 8 }),
  );
  const text = fc.array(sentence, { maxLength: 6 }).map((parts) => parts.join(" "));
  const SHOPS = [
    { shopName: "Argos", canonicalUrl: "https://www.argos.co.uk/product/1" },
    { shopName: "OTTO", canonicalUrl: "https://www.otto.de/p/1" },
  ];
  const pageFacts = fc.constantFrom(...SHOPS).chain((shop) =>
    fc.record({
      // Names as shops print them, with their usual defects; page and seller text gets anything.
      name: fc.constantFrom(
        "Aurora Pro Headphones",
        "{{product.title}}",
        "Oak board (2-tlg.)",
        "Glass kettle | Kettle House",
        `Sofa Lina – jetzt bei ${shop.shopName} bestellen`,
        `Kettle at ${shop.shopName}`,
        'Duct Tape, 1.88" x 12 yd, Black, (Pack of 2)',
        "",
      ),
      brand: fc.constantFrom("Lumen", "$metabrand", "{{brand}}", undefined),
      description: text,
      features: fc.array(text, { maxLength: 6 }),
      price: fc.constantFrom(19.99, 1299, undefined),
      currency: fc.constantFrom("EUR", "USD", "JPY"),
      shopName: fc.constant(shop.shopName),
      canonicalUrl: fc.constant(shop.canonicalUrl),
    }),
  );

  it("holds for every language, creativity, length and tone", () => {
    fc.assert(
      fc.property(
        pageFacts,
        fc.option(text),
        fc.constantFrom(...LANGUAGE_CODES),
        fc.constantFrom(0, 0.3, 0.7, 1),
        fc.constantFrom(...SCRIPT_LENGTHS),
        fc.constantFrom(...SCRIPT_TONES),
        fc.string({ maxLength: 8 }),
        (raw, details, language, creativity, length, tone, seed) => {
          const facts = { ...raw, images: [] } as unknown as ProductFacts;
          let script: string;
          try {
            script = writeBuiltinScript({
              facts,
              details: details ?? undefined,
              language,
              creativity,
              length,
              tone,
              seed,
            });
          } catch (error) {
            expect((error as ScriptWriterError).code).toBe("not_enough_information");
            return;
          }
          expect(findForbidden(script), script).toEqual([]);
          expect(repeatedSentence(script)).toBeUndefined();
          expect(script).not.toMatch(
            /metabrand|product_name|PRODUCT_NAME|product\.title|laptopWith|do\.Plus|\btlg\b|\bOTTO\b|Argos/,
          );
        },
      ),
      { seed: 1414, numRuns: 600 },
    );
  }, 120_000);
});
