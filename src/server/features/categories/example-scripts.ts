import type { VoiceId } from "../../../shared/catalog/voices";

/**
 * What a fresh install says for each landing-page category (by index), so the Solutions
 * cards have something to play before an admin uploads real examples. Sample products,
 * written the way ShelfTalk's scripts sound.
 */
export const CATEGORY_EXAMPLES: ReadonlyArray<{ voice: VoiceId; script: string }> = [
  {
    voice: "alloy",
    script:
      "Meet the Pulse Mini smart speaker. It fills a room with rich, balanced sound, answers your questions hands-free, and pairs with your phone in seconds. Twelve hours of battery, splash-proof, and small enough for any shelf. Just 79 dollars.",
  },
  {
    voice: "nova",
    script:
      "Start your day with Calm Greens, a daily blend of spinach, spirulina and ginger. One scoop in water gives you five servings of vegetables, with no added sugar. Vegan, gluten free, and thirty servings in every pouch.",
  },
  {
    voice: "shimmer",
    script:
      "The Harbor linen shirt is cut from soft, breathable European linen that gets better with every wash. A relaxed fit, mother-of-pearl buttons, and a shade of ocean blue that goes with everything in your summer wardrobe.",
  },
  {
    voice: "fable",
    script:
      "Bring warmth to your living room with the Nordic oak coffee table. Solid oak, rounded corners that are kind to little ones, and a hidden shelf for magazines and remotes. One hundred and ten centimetres wide, delivered ready to assemble in ten minutes.",
  },
  {
    voice: "onyx",
    script:
      "The TrailGuard roof rack fits most compact SUVs without drilling. Aerodynamic aluminium bars keep wind noise down at highway speeds, and the tool-free locks secure up to seventy-five kilograms of gear for your next road trip.",
  },
  {
    voice: "echo",
    script:
      "InvoiceFlow sends your invoices, chases late payments and reconciles your bank account automatically. Small teams save around five hours a week. Try it free for thirty days, no credit card needed.",
  },
  {
    voice: "alloy",
    script:
      "The Horizon savings account pays a variable rate with no monthly fees and no minimum balance. Withdraw any time, and your deposits are protected up to the legal limit. Open it online in about five minutes.",
  },
  {
    voice: "nova",
    script:
      "Discover Lisbon by sunset on a two-hour sailing tour along the Tagus river. Small groups of twelve, a local skipper, and a glass of Portuguese wine as the city lights come on. Departures every evening from April to October.",
  },
];
