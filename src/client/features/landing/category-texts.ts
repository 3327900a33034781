/**
 * Each example category's title and description keys in the core catalogue, in CATEGORIES order.
 * CATEGORIES stays the English source: the server names the example audios by its titles; the
 * Solutions cards and the admin's tools show these.
 */
export const CATEGORY_TEXT_KEYS = [
  ["landing.solutions.techTitle", "landing.solutions.techText"],
  ["landing.solutions.healthTitle", "landing.solutions.healthText"],
  ["landing.solutions.fashionTitle", "landing.solutions.fashionText"],
  ["landing.solutions.homeTitle", "landing.solutions.homeText"],
  ["landing.solutions.autoTitle", "landing.solutions.autoText"],
  ["landing.solutions.softwareTitle", "landing.solutions.softwareText"],
  ["landing.solutions.financeTitle", "landing.solutions.financeText"],
  ["landing.solutions.travelTitle", "landing.solutions.travelText"],
] as const;
