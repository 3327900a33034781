import type { LanguageCode } from "../../../shared/catalog/languages";
import { estimateSpeechSeconds } from "../../../shared/generator/speech-estimate";
import { BRIDGES } from "../phrases/openers/bridges";
import type { Part } from "./compose-script";
import { hashString } from "./seeded-choice";

/**
 * Fits the script to its length target: drops the least important sentences first, but shortens
 * a list to two items before giving up a fact sentence of higher importance. A long sentence
 * dropped can leave the script well under its target: the sentences dropped before it that fit
 * in again then come back, most important first, in their places (decision 131).
 */
export function trimToBudget(parts: Part[], maxSeconds: number, language: LanguageCode): void {
  const place = new Map(parts.map((part, i) => [part, i]));
  const dropped = dropToBudget(parts, maxSeconds, language);
  const seconds = () => totalSeconds(parts, language);
  for (const part of [...dropped].sort((a, b) => a.priority - b.priority)) {
    parts.push(part);
    if (seconds() > maxSeconds) parts.pop();
  }
  parts.sort((a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0));
}

function dropToBudget(parts: Part[], maxSeconds: number, language: LanguageCode): Part[] {
  const dropped: Part[] = [];
  const seconds = () => totalSeconds(parts, language);
  while (seconds() > maxSeconds) {
    const droppable = (min: number) =>
      parts.reduce<number>((victim, part, i) => {
        const current = parts[victim];
        return part.priority >= min && (!current || part.priority >= current.priority) ? i : victim;
      }, -1);
    const loose = droppable(4);
    if (loose >= 0) {
      dropped.push(...parts.splice(loose, 1));
      continue;
    }
    const list = parts.find((p) => p.items && p.render && p.items.length > 2);
    if (list?.items && list.render) {
      list.items = list.items.slice(0, -1);
      list.text = list.render(list.items).trim();
      continue;
    }
    const victim = droppable(2);
    if (victim < 0) return dropped;
    dropped.push(...parts.splice(victim, 1));
  }
  return dropped;
}

/** Below this share of its target a script takes a fact-free lead and a thank-you. */
const PAD_BELOW = 0.9;
/** A pad never takes the script past this share of its target (decision 108). */
const PAD_ABOVE = 1.1;

/** Length honoured from below (decision 097): a lead into the details, then a thank-you. */
export function padToTarget(parts: Part[], targetSeconds: number, language: LanguageCode, seed: string): void {
  const seconds = () => totalSeconds(parts, language);
  const { leads, thanks } = BRIDGES[language];
  const pads: Part[] = [
    { text: leads[hashString(`${seed}\u0000lead`) % leads.length] ?? leads[0], block: "lead", priority: 9 },
    { text: thanks, block: "thanks", priority: 9 },
  ];
  // The lead opens the details: the facts, else the rating and the offer; never the goodbye.
  const details = parts.some((p) => ["facts", "features", "proof", "offer"].includes(p.block));
  for (const pad of pads) {
    if (seconds() >= targetSeconds * PAD_BELOW) return;
    if (pad.block === "lead" && !details) continue;
    // A closing that already thanks the listener ("Thanks for listening.") is not said twice.
    const bare = (text: string) => text.replace(/[\s.!?。！？]+/gu, "");
    if (parts.some((p) => bare(p.text) === bare(pad.text))) continue;
    parts.push(pad);
    // Never past the target's slack: a pad that overshoots goes again.
    if (seconds() > targetSeconds * PAD_ABOVE) parts.pop();
  }
}

/** Each sentence's estimate, by language and text: fitting adds and drops parts many times. */
const SECONDS = new Map<string, number>();

/** The parts' spoken seconds: the estimate counts words and characters, so it adds up by part. */
function totalSeconds(parts: readonly Part[], language: LanguageCode): number {
  let total = 0;
  for (const part of parts) {
    const key = `${language}\u0000${part.text}`;
    let cached = SECONDS.get(key);
    if (cached === undefined) {
      cached = estimateSpeechSeconds(part.text, language);
      if (SECONDS.size > 5000) SECONDS.clear();
      SECONDS.set(key, cached);
    }
    total += cached;
  }
  return total;
}
