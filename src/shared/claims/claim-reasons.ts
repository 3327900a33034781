/**
 * Why the claim check flags a sentence (issue 24), as the seller reads it beside the script and
 * on a held batch item. The server writes these English reasons; the client shows them in the
 * seller's language, each quoted word as the script wrote it (decision 119). Zod-free, for the
 * client's message catalogue.
 */
type Value = string | number;

export const CLAIM_REASONS = {
  notInSources: (text: Value) => `"${text}" is not in the sources`,
  mismatch: (text: Value, source: Value) => `"${text}" does not match the sources ("${source}")`,
  ratingMismatch: (text: Value) => `The rating "${text}" does not match the sources`,
  ratingMissing: (text: Value) => `The rating "${text}" is not in the sources`,
  includedItem: (text: Value) => `The included item "${text}" is not in the sources`,
  material: (text: Value) => `The material "${text}" is not in the sources`,
  colour: (text: Value) => `The colour "${text}" is not in the sources`,
  /** The country in English, then the script's language code. */
  origin: (country: Value, language: Value) => `The origin "${country}" (${language}) is not in the sources`,
  certification: (text: Value) => `The certification or standard "${text}" is not in the sources`,
  /** `label` is one of GENERIC_CLAIM_LABELS. */
  generic: (text: Value, label: Value) => `"${text}" is ${label} the sources do not make`,
} as const;

/** A held batch item's error: each unconfirmed sentence with its reasons. */
export const HELD_ITEM_MESSAGES = {
  held: (claims: Value) => `Needs review: ${claims}`,
  claim: (sentence: Value, reason: Value) => `"${sentence}": ${reason}`,
  /** A claim stored without a reason. */
  noReason: "not in the sources",
} as const;

/** What kind of claim a marketing phrase makes, inside CLAIM_REASONS.generic. */
export const GENERIC_CLAIM_LABELS = {
  superlative: "a superlative claim",
  numberOne: "a number-one claim",
  bestSelling: "a best-seller claim",
  topRated: "a top-rated claim",
  marketLeader: "a market-leader claim",
  worldFirst: "a world-first claim",
  mostPopular: "a most-popular claim",
  comparative: "a comparison with other products",
  awardWinning: "an award claim",
  expertRecommended: "an expert-endorsement claim",
  clinicallyProven: "a clinical claim",
  dermatologicallyTested: "a dermatological test claim",
  ecoFriendly: "a generic environmental claim",
  sustainable: "a sustainability claim",
  climateNeutral: "a climate claim",
  natural: "a 'natural' claim",
  organic: "an organic claim",
  biodegradable: "a biodegradability claim",
  recyclable: "a recyclability claim",
  recycled: "a recycled-material claim",
  plasticFree: "a plastic-free claim",
  nonToxic: "a non-toxic claim",
  hypoallergenic: "a hypoallergenic claim",
  vegan: "a vegan claim",
  crueltyFree: "a cruelty-free claim",
  lifetimeWarranty: "a lifetime warranty claim",
  moneyBack: "a money-back claim",
  freeShipping: "a free-shipping claim",
} as const;

/** A product fact named in a reason ("noise cancelling" is not in the sources); names like "USB-C" stay as they are. */
export const FACT_LABELS = {
  noiseCancelling: "noise cancelling",
  wireless: "wireless",
  rechargeable: "rechargeable",
  foldable: "foldable",
  dimmable: "dimmable",
  handmade: "handmade",
  machineWashable: "machine washable",
  dishwasherSafe: "dishwasher safe",
  handWash: "hand wash",
  waterResistance: "water resistance",
  ratedWaterResistance: (rating: Value) => `${rating} water resistance`,
} as const;
