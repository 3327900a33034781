import type { LanguageCode } from "../../../shared/catalog/languages";
import type { ScriptTone } from "../../../shared/generator/script-style";
import { formatSpokenPrice } from "../price/spoken-price";
import { FACT_BOOKS } from "../facts/say/fact-books";
import { FACT_ORDER, LIST_KINDS, type Fact } from "../facts/fact-types";
import { PHRASE_BOOKS } from "../phrases/phrase-books";
import { REGISTERS } from "../phrases/registers/registers";
import type { Levels } from "../phrases/registers/types";
import type { PhraseBook } from "../phrases/types";
import { tidyPunctuation } from "../text/clean-text";
import type { ScriptContent } from "./gather-content";
import { caseListItem, withLead } from "./list-case";
import { creativityStep, hashString, makeChooser, toneFor, type Chooser } from "./seeded-choice";
import { dropRepeats } from "./repeats";
import { friendlyCloser, friendlyOpener, rotatedLevel, type Rotation } from "./openings";
import { keepSpeakable } from "./keep-speakable";
import { calmExclamations } from "./script-rules";
import { limitVerbatim } from "./verbatim-limit";
import { otherLeads } from "./other-leads";
import { spokenSubject } from "./spoken-name";
import { padToTarget, trimToBudget } from "./fit-length";

export type ComposeOptions = {
  language: LanguageCode;
  creativity: number;
  tone: ScriptTone;
  /** About how long the script may take to read aloud. */
  seconds: number;
  seed: string;
  rotation?: Rotation | undefined;
};

/** The script's parts, in the order creativity 0 tells them. */
type Block = "opening" | "what" | "facts" | "features" | "mentions" | "proof" | "offer" | "closing" | "lead" | "thanks";
/**
 * One sentence (or a list sentence that can lose items). Priority says what goes first when the
 * script is too long: 0 never (the opening, what the seller asked to say), 1 last (price and the
 * call to action), higher numbers sooner.
 */
export type Part = {
  text: string;
  block: Block;
  priority: number;
  items?: string[];
  render?: (items: string[]) => string;
  /** Copied from the page as it stands (a description or feature sentence). */
  page?: boolean;
  /** A spec row of the page read out ("The fuel is diesel."). */
  row?: boolean;
  /**
   * The wording when nothing about the product was told before it: "All of this for only…"
   * needs something for "this" to point at, so a script left with only the opening says the
   * price in a wording that stands alone.
   */
  alone?: string;
};

/** Items one list sentence holds; more facts make another list sentence, trimmed first. */
const MAX_LIST_ITEMS = 4;
const MAX_LISTS = 4;
const MAX_FEATURE_SENTENCES = 8;
const MAX_DETAIL_SENTENCES = 10;
/**
 * A little over the target is fine, but a voice reads some pages up to a tenth slower than its
 * rate (numbers said in words): 5 % over by the estimate keeps the audio within 20 %.
 */
const BUDGET_SLACK = 1.05;

export function composeScript(content: ScriptContent, options: ComposeOptions): string {
  const { language } = options;
  const step = creativityStep(options.creativity);
  const book = PHRASE_BOOKS[language];
  const facts = FACT_BOOKS[language];
  const register = options.tone === "friendly" ? undefined : REGISTERS[language][options.tone];
  const tone = toneFor(options.creativity);
  // Creativity 0 is plain and fixed: the first wording of everything, in the usual order.
  const choose: Chooser = step === 0 ? (_slot, variants) => variants.plain[0] : makeChooser(options.seed, tone);
  const level = <T>(slot: string, levels: Levels<T>): T =>
    choose(slot, { plain: levels.calm, warm: levels.calm, lively: levels.lively });
  // Openers and closers of a tone preset step through its wordings along a batch (decision 097).
  const turnLevel = <T>(slot: string, levels: Levels<T>, say: (item: T) => string): T =>
    rotatedLevel(levels, slot, { rotation: options.rotation, lively: tone === "lively", plain: step === 0, say }) ??
    level(slot, levels);
  const random = (slot: string) => (hashString(`${options.seed}\u0000${slot}`) % 1000) / 1000;

  const parts: Part[] = [];
  const add = (
    block: Block,
    priority: number,
    text: string | undefined,
    list?: Pick<Part, "items" | "render" | "page" | "row" | "alone">,
  ) => {
    if (text?.trim()) parts.push({ text: text.trim(), block, priority, ...list });
  };

  // Opening: who and what, in words the target language can say (decision 095).
  const { name, brand } = content;
  const subject = spokenSubject(
    { name, brand, category: content.category, common: content.commonWords, line: content.line },
    language,
  );
  // Creativity 0 is plain and fixed: without a batch position the product itself picks the wording.
  const openSeed = step === 0 ? `${name ?? ""}|${brand ?? ""}` : options.seed;
  const turn = { seed: openSeed, rotation: options.rotation, plain: step === 0 };
  if (register) {
    // Without a name we can say, a preset speaks of "this product" in the same rotation.
    const said = subject ?? REGISTERS[language].unnamed;
    add("opening", 0, turnLevel("intro", register.intro, (say) => say({ nom: "x", acc: "x" }))(said));
  } else add("opening", 0, friendlyOpener(subject, language, turn));

  // What it is: the page's description, else the seller's own sentences, else its category.
  const detailsDescribe = content.description.length === 0;
  content.description.forEach((sentence, i) => add("what", i === 0 ? 3 : 5 + i, sentence, { page: true }));
  if (detailsDescribe) {
    content.detailSentences.slice(0, MAX_DETAIL_SENTENCES).forEach((s, i) => add("what", i < 2 ? 2 : 4 + i, s));
  }
  // The category says what it is when nothing else does; beside a description it is a spare fact.
  if (content.category) {
    const alone = content.description.length === 0 && content.detailSentences.length === 0;
    add("what", alone ? 7 : 9, choose("category", book.category)(content.category));
  }

  // The facts: one list of short facts, then the facts that make sentences of their own.
  const ordered = orderFacts(content.facts, step, random);
  const benefitCount = step >= 9 ? 2 : step >= 5 ? 1 : 0;
  const framed: Fact[] = [];
  for (const fact of ordered) {
    if (framed.length >= benefitCount) break;
    if (facts.benefit(fact)) framed.push(fact);
  }
  const factItems = ordered
    .filter((f) => LIST_KINDS.has(f.kind) && !framed.includes(f))
    .map((f) => facts.item(f))
    .filter((t): t is string => !!t);
  const pageItems = content.listItems.map((item) => caseListItem(item, book, language));
  const items = dedupeItems([...pageItems, ...factItems]).slice(0, MAX_LIST_ITEMS * MAX_LISTS);
  if (items.length > 0) {
    const lead = register ? (l: string) => level("features", register.features)(l) : choose("features", book.features);
    // A rhetorical question before two or more facts; it goes with the list, never on its own.
    const question =
      step >= 7 && items.length >= 2
        ? `${register?.factQuestion ?? REGISTERS[language].friendlyQuestion}${book.sentenceGap}`
        : "";
    const render = (list: string[]) => `${question}${lead(book.joinList(list))}`;
    const first = items.slice(0, MAX_LIST_ITEMS);
    add("facts", 2, render(first), { items: first, render });
    // The rest in lists of their own, each led by another of the book's wordings, so a
    // script with room tells every fact and one without drops these first (decision 131).
    const leads = otherLeads(book, lead);
    for (let i = 1; i * MAX_LIST_ITEMS < items.length; i++) {
      const more = items.slice(i * MAX_LIST_ITEMS, (i + 1) * MAX_LIST_ITEMS);
      const again = leads[(i - 1) % Math.max(1, leads.length)] ?? lead;
      const renderMore = (list: string[]) => again(book.joinList(list));
      add("facts", 5 + i, renderMore(more), { items: more, render: renderMore });
    }
  }
  const price = (amount: number, currency: string) => formatSpokenPrice(amount, currency, language);
  for (const fact of ordered) {
    if (LIST_KINDS.has(fact.kind) || fact.kind === "freeShipping") continue;
    add("facts", attributePriority(fact), facts.sentence(fact, price));
  }
  framed.forEach((fact) => add("facts", 5, facts.benefit(fact)));

  // The page's longer features and the seller's sentences, when a description already says what it is.
  content.featureSentences.slice(0, MAX_FEATURE_SENTENCES).forEach((sentence, i) => {
    const text = i === 0 ? withLead(choose("featureLead", book.featureLead), sentence, book, language) : sentence;
    add("features", 5 + i, text, { page: true, ...(i === 0 ? { alone: sentence } : {}) });
  });
  if (!detailsDescribe) {
    content.detailSentences.slice(0, MAX_DETAIL_SENTENCES).forEach((sentence, i) => {
      const text = i === 0 ? withLead(choose("detailsLead", book.detailsLead), sentence, book, language) : sentence;
      add("features", i < 3 ? 3 : 5, text, i === 0 ? { alone: sentence } : undefined);
    });
  }

  // The spec table's other rows, in the page's own language, when there is room (decision 131).
  for (const row of content.specRows ?? []) {
    add("features", 7, book.specRow(caseLabel(row.label, language), row.value), { row: true });
  }

  // What the seller asked to say, then the offer and the call to action.
  content.mentions.forEach((mention) => add("mentions", 0, mention));
  for (const fact of ordered) if (fact.kind === "freeShipping") add("mentions", 0, facts.sentence(fact, price));
  if (content.rating) {
    const { value, best, count } = content.rating;
    add("proof", 5, choose("rating", book.rating)(value, best, count));
  }
  if (content.price) {
    const said = register ? level("price", register.price) : choose("price", book.price);
    // Every book's first wording of a level stands alone ("It costs…", "And the price? Just…").
    const alone = register ? register.price.calm[0] : book.price[step === 0 ? "plain" : tone][0];
    add("offer", 1, said(content.price), { alone: alone(content.price) });
  }
  const availability = content.availability;
  const canOrder = availability !== "out_of_stock" && availability !== "discontinued";
  if (availability) add("offer", canOrder ? 4 : 1, choose("availability", book.availability[availability]));
  const closing = canOrder
    ? register
      ? turnLevel("closing", register.closing, (text) => text)
      : friendlyCloser(language, turn)
    : choose("closing", book.closing.later);
  add("closing", 1, closing);

  const kept = keepSpeakable(dropRepeats(parts), language, subject?.allowed ?? new Set());
  trimToBudget(kept, options.seconds * BUDGET_SLACK, language);
  padToTarget(kept, options.seconds, language, openSeed);
  // In a batch the rotated opener always comes first, so ten consecutive items never start alike (decision 133).
  const script = limitVerbatim(kept, content.pageProse ?? "", (parts) =>
    arrange(parts, step, random, book, !!options.rotation),
  );
  // Friendly is a tone, not punctuation; the playful preset may exclaim more. Decision 097.
  return register ? script : calmExclamations(script, language);
}

/** A spec label inside an English sentence: "Size Type" becomes "size type", "V5 Document" keeps "V5". */
function caseLabel(label: string, language: LanguageCode): string {
  if (language !== "en") return label;
  return label.replace(/\p{L}+/gu, (word) => (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLocaleLowerCase() : word));
}

/** Creativity 0 tells facts in a fixed order, most telling first; higher creativity mixes them. */
function orderFacts(facts: Fact[], step: number, random: (slot: string) => number): Fact[] {
  const fixed = [...facts].sort((a, b) => FACT_ORDER.indexOf(a.kind) - FACT_ORDER.indexOf(b.kind));
  if (step < 6) return fixed;
  return fixed
    .map((fact, i) => ({ fact, key: random(`fact-${i}`) + (i < 2 ? 0 : 0.5) }))
    .sort((a, b) => a.key - b.key)
    .map(({ fact }) => fact);
}

function attributePriority(fact: Fact): number {
  switch (fact.kind) {
    case "pack":
    case "age":
      return 3;
    case "material":
      return 4;
    default:
      return 5;
  }
}

function dedupeItems(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Three paragraphs: the opening with what it is, the facts and features, then the offer and the
 * call to action. From creativity 0.8 the middle parts come in a varied order, and at the top
 * of the slider a benefit may open the script (outside a batch: there the opener leads).
 */
/** The blocks that tell something about the product (not the opening, the rating or the offer). */
const TELLING_BLOCKS: ReadonlySet<Block> = new Set(["what", "facts", "features", "mentions"]);

function arrange(
  given: Part[],
  step: number,
  random: (slot: string) => number,
  book: PhraseBook,
  openerFirst: boolean,
): string {
  const parts = [...given];
  const middle: Block[] = ["what", "facts", "features"];
  if (step >= 8) middle.sort((a, b) => random(`block-${a}`) - random(`block-${b}`));
  const byBlock = (block: Block) => parts.filter((p) => p.block === block);
  const opening = byBlock("opening");
  if (step >= 9 && !openerFirst && random("benefit-first") < 0.5) {
    const benefit = parts.find((p) => p.block === "facts" && p.priority === 5 && /[,，、]/u.test(p.text));
    if (benefit) {
      opening.unshift(benefit);
      parts.splice(parts.indexOf(benefit), 1);
    }
  }
  const [first, ...rest] = middle;
  const told = rest.flatMap(byBlock);
  // A lead into the details leads into something: the facts, else the rating and the offer.
  const offered = [...byBlock("proof"), ...byBlock("offer")].length > 0;
  const paragraphs = [
    [...opening, ...byBlock(first!)],
    [...(told.length > 0 ? byBlock("lead") : []), ...told],
    [
      ...(told.length === 0 && offered ? byBlock("lead") : []),
      ...byBlock("mentions"),
      ...(step >= 9 ? [] : byBlock("proof")),
      ...byBlock("offer"),
      ...byBlock("closing"),
      ...byBlock("thanks"),
    ],
  ];
  // At the top of the slider, what shoppers say comes before the facts.
  if (step >= 9) paragraphs[1] = [...byBlock("proof"), ...paragraphs[1]!];
  // "What's more, …" and "All of this for only …" point back: with nothing about the product told
  // before them, such parts take their wording that stands alone.
  let toldSoFar = false;
  const texts = paragraphs.map((sentences) =>
    sentences.map((part) => {
      const text = !toldSoFar && part.alone !== undefined ? part.alone : part.text;
      if (TELLING_BLOCKS.has(part.block)) toldSoFar = true;
      return text;
    }),
  );
  return texts
    .map((sentences) => tidyPunctuation(sentences.join(book.sentenceGap)).trim())
    .filter((paragraph) => paragraph.length > 0)
    .join("\n\n");
}
