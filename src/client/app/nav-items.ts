import { ANCHORS, PATHS } from "../../shared/paths";

/** Header items of spec section 2; `signedIn` limits an item to signed-in users. */
export type NavItem =
  | { kind: "anchor"; label: string; anchor: string }
  | {
      kind: "route";
      label: string;
      to: string;
      signedIn?: boolean;
      /** Shown in the full-width bar only from 1680 px, where the signed-in bar has room beside the Developers icon; the footer links it at every width. */
      wide?: boolean;
    };

export const NAV_ITEMS: NavItem[] = [
  { kind: "anchor", label: "Benefits", anchor: ANCHORS.benefits },
  { kind: "anchor", label: "Solutions", anchor: ANCHORS.solutions },
  { kind: "route", label: "Pricing", to: PATHS.pricing },
  { kind: "route", label: "Contact", to: PATHS.contact },
  { kind: "route", label: "My Audios", to: PATHS.myAudios, signedIn: true },
  { kind: "route", label: "Batches", to: PATHS.batches, signedIn: true },
  { kind: "route", label: "Shop", to: PATHS.shop, signedIn: true, wide: true },
  { kind: "route", label: "Buy Credits", to: PATHS.pricing, signedIn: true },
];

/**
 * The accessible name of the header's "Generate Audio" (desktop and mobile menu): distinct from the
 * generator's own "Generate Audio" button, and it begins with the visible text (issue 25).
 */
export const GO_TO_GENERATOR_LABEL = "Generate Audio: go to the generator";
