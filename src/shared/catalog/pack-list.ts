/**
 * Credit packs (spec sections 3 and 9). Amounts are in USD cents; the server never takes them from a client.
 * Zod-free so the pricing page can import it without zod; the schema is in ./packs.
 */
export const CREDIT_PACKS = [
  {
    id: "lite",
    name: "Lite",
    priceCents: 900,
    credits: 9,
    support: "Email Support",
    popular: false,
    description: "For trying ShelfTalk on a handful of best sellers.",
  },
  {
    id: "plus",
    name: "Plus",
    priceCents: 1900,
    credits: 25,
    support: "Priority Support",
    popular: true,
    description: "For shops giving their whole catalogue a voice.",
  },
  {
    id: "max",
    name: "Max",
    priceCents: 4900,
    credits: 90,
    support: "Dedicated Support",
    popular: false,
    description: "For teams producing audio across many products and languages.",
  },
] as const;

export type CreditPack = (typeof CREDIT_PACKS)[number];
export type PackId = CreditPack["id"];

/**
 * The pack's features list. The spec's "high quality audio" is promised only when a neural engine
 * speaks; the embedded engine's audio is described by what it is (decision 088).
 */
export function packFeatures(pack: CreditPack, neuralVoices = false): string[] {
  const audio = neuralVoices ? "High quality audio" : "Clear MP3 audio";
  return [`${pack.credits} audio generations`, "All voice options", audio, pack.support];
}

/** The price of one credit in the pack, e.g. "$0.76 per credit" (issue 25). */
export function pricePerCredit(pack: CreditPack): string {
  const cents = Math.round(pack.priceCents / pack.credits);
  return `$${(cents / 100).toFixed(2)} per credit`;
}

export function findPack(id: PackId): CreditPack {
  const pack = CREDIT_PACKS.find((p) => p.id === id);
  if (!pack) throw new Error(`Unknown pack ${id}`);
  return pack;
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}
