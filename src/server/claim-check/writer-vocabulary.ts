import { LANGUAGE_CODES } from "../../shared/catalog/languages";
import { COUNTRIES } from "../script-writer/facts/countries";
import type { Fact } from "../script-writer/facts/fact-types";
import { COLOURS, MATERIALS } from "../script-writer/facts/lexicon";
import { FACT_BOOKS } from "../script-writer/facts/say/fact-books";
import { PHRASE_BOOKS } from "../script-writer/phrases/phrase-books";
import { REGISTERS } from "../script-writer/phrases/registers/registers";
import { CURRENCY_WORDS } from "../script-writer/price/currency-words";
import { words } from "./fold";

/**
 * The words our own writer uses around the facts (its phrase books, tone registers, fact
 * phrasings, currency, country, material and colour words, in all 8 languages). A capitalised
 * word from this list ("US dollars", "Bluetooth", "Italie") is the writer's wording, not a name
 * the script invents; names outside it must come from a source.
 */
/** A placeholder that reads as a string and as a name's forms (a tone opener says `s.acc` or `s.nom`). */
const PLACEHOLDER = Object.assign(new String("\u0001"), { nom: "\u0001", acc: "\u0001" });

function collect(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 6 || value === null || value === undefined) return;
  if (typeof value === "string") {
    for (const word of words(value)) into.add(word);
  } else if (typeof value === "function") {
    try {
      collect((value as (...args: unknown[]) => unknown)(PLACEHOLDER, "\u0001", 3), into, depth + 1);
    } catch {
      // A phrase that needs other arguments has no fixed words worth adding.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1);
  } else if (typeof value === "object") {
    for (const item of Object.values(value)) collect(item, into, depth + 1);
  }
}

const SAMPLE_FACTS: Fact[] = [
  { kind: "connectivity", key: "bluetooth", version: "5.3" },
  { kind: "connectivity", key: "wifi", version: "6" },
  { kind: "connectivity", key: "wifi" },
  { kind: "connectivity", key: "usbc" },
  { kind: "connectivity", key: "nfc" },
  { kind: "water", rating: "IPX7" },
  { kind: "water", metres: 50 },
  { kind: "spf", value: 30 },
  { kind: "camera", megapixels: 12 },
  { kind: "screen", inches: 6 },
  { kind: "batteryCapacity", mah: 5000 },
  { kind: "battery", hours: 40, upTo: true },
  { kind: "warranty", months: 24 },
  { kind: "freeShipping", threshold: { amount: 50, currency: "EUR" }, period: "thisWeek" },
  ...(["noiseCancelling", "wireless", "rechargeable", "foldable", "dimmable", "handmade", "led"] as const).map(
    (key): Fact => ({ kind: "feature", key }),
  ),
  ...(["machineWashable", "dishwasherSafe", "handWash"] as const).map((key): Fact => ({ kind: "care", key })),
];

function build(): Set<string> {
  const known = new Set<string>();
  collect(PHRASE_BOOKS, known);
  collect(REGISTERS, known);
  collect(CURRENCY_WORDS, known);
  collect(
    Object.values(MATERIALS).map((m) => m.say),
    known,
  );
  collect(
    Object.values(COLOURS).map((c) => c.say),
    known,
  );
  collect(
    Object.values(COUNTRIES).map((c) => c.in),
    known,
  );
  for (const language of LANGUAGE_CODES) {
    const book = FACT_BOOKS[language];
    for (const fact of SAMPLE_FACTS) {
      collect(book.item(fact), known);
      collect(
        book.sentence(fact, () => "\u0001"),
        known,
      );
      collect(book.benefit(fact), known);
    }
  }
  // Currency nationalities an author may name beyond the writer's table ("173 Romanian lei").
  collect(
    "Argentine Chilean Colombian Romanian Croatian Belarusian Saudi Emirati Polish Russian Indian Pakistani Korean Brazilian Mexican Swiss Swedish Norwegian Danish Czech Hungarian Turkish Israeli Hong Kong Singapore New Zealand South African Bulgarian Canadian Australian Japanese Chinese Taiwan British US",
    known,
  );
  // Calendar and everyday capitalised words that name nothing about the product.
  collect(
    "I OK TV DIY EU UK US USA Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Christmas Easter Halloween Valentine's Mother's Father's Day Black Friday Cyber Monday Noël Navidad Natale Natal Weihnachten Ostern Pâques Pascua Pasqua Páscoa",
    known,
  );
  return known;
}

export const WRITER_VOCABULARY: ReadonlySet<string> = build();
