import { ANCHORS, PATHS } from "../../shared/paths";

/** Header items of spec section 2; `signedIn` limits an item to signed-in users. */
export type NavItem =
  | { kind: "anchor"; label: string; labelKey: string; anchor: string }
  | {
      kind: "route";
      label: string;
      /** The catalogue key of `label` (src/client/i18n); `label` stays the English text. */
      labelKey: string;
      to: string;
      signedIn?: boolean;
      /** Shown in the full-width bar only from 1680 px, where the signed-in bar has room beside the Developers icon; the footer links it at every width. */
      wide?: boolean;
    };

export const NAV_ITEMS: NavItem[] = [
  { kind: "anchor", label: "Benefits", labelKey: "nav.benefits", anchor: ANCHORS.benefits },
  { kind: "anchor", label: "Solutions", labelKey: "nav.solutions", anchor: ANCHORS.solutions },
  { kind: "route", label: "Pricing", labelKey: "nav.pricing", to: PATHS.pricing },
  { kind: "route", label: "Contact", labelKey: "nav.contact", to: PATHS.contact },
  { kind: "route", label: "My Audios", labelKey: "nav.myAudios", to: PATHS.myAudios, signedIn: true },
  { kind: "route", label: "Batches", labelKey: "nav.batches", to: PATHS.batches, signedIn: true },
  { kind: "route", label: "Shop", labelKey: "nav.shop", to: PATHS.shop, signedIn: true, wide: true },
  { kind: "route", label: "Buy Credits", labelKey: "nav.buyCredits", to: PATHS.pricing, signedIn: true },
];
