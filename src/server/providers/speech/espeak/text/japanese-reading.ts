import { createRequire } from "node:module";
import path from "node:path";
import kuromoji, { type IpadicFeatures, type Tokenizer } from "kuromoji";

/**
 * espeak-ng's Japanese voice reads kana only: a kanji comes out as the English words
 * "Chinese letter". So Japanese scripts are rewritten in katakana first, with the
 * kuromoji morphological analyser (IPADIC) deciding each word's reading.
 */

let tokenizer: Promise<Tokenizer<IpadicFeatures>> | undefined;

function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("kuromoji/package.json")), "dict");
}

/** Builds the tokenizer once per worker (about 0.7 s and ~280 MB), on first use. */
export function japaneseTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  tokenizer ??= new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionaryPath() }).build((err, built) => {
      if (err) reject(err);
      else resolve(built);
    });
  }).catch((err: unknown) => {
    // Let a later call retry instead of caching the failure forever.
    tokenizer = undefined;
    throw err;
  });
  return tokenizer;
}

const HAS_KANJI = /[\p{Script=Han}々〆ヶ]/u;
const HIRAGANA = /[\u3041-\u3096]/g;
/**
 * Particles, auxiliaries, suffixes and punctuation attach to the word before them; other
 * words get a space, which espeak-ng uses as a word boundary for its accent rules.
 */
const ATTACHED_POS = new Set(["助詞", "助動詞", "記号"]);
const ATTACHED_DETAIL = new Set(["接尾", "非自立"]);

function toKatakana(text: string): string {
  return text.replace(HIRAGANA, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

/**
 * Uses the `pronunciation` field where it differs from `reading` (the topic particle は
 * is read ワ, へ is エ, を is オ), else the reading; surface text when the dictionary
 * does not know the word (numbers, Latin brand names). Unknown kanji are dropped rather
 * than spoken as "Chinese letter".
 */
function tokenReading(token: IpadicFeatures): string {
  const known = (value: string | undefined) => (value && value !== "*" ? value : undefined);
  const reading = known(token.pronunciation) ?? known(token.reading);
  if (reading) return reading;
  const surface = toKatakana(token.surface_form);
  return HAS_KANJI.test(surface) ? [...surface].filter((ch) => !HAS_KANJI.test(ch)).join("") : surface;
}

/** "この美しいコーヒーメーカーは" → "コノ ウツクシイ コーヒー メーカーワ". */
export async function toJapaneseReading(text: string): Promise<string> {
  const tokens = (await japaneseTokenizer()).tokenize(text);
  let out = "";
  for (const token of tokens) {
    const reading = tokenReading(token);
    if (!reading) continue;
    const attach =
      ATTACHED_POS.has(token.pos) ||
      ATTACHED_DETAIL.has(token.pos_detail_1) ||
      out === "" ||
      out.endsWith(" ") ||
      out.endsWith("\n");
    out += attach ? reading : ` ${reading}`;
  }
  return out.replace(/[^\S\n]+/g, " ").trim();
}
