import type { Config } from "tailwind-merge";

/*
 * tailwind-merge's configuration cut down to the Tailwind utilities this app's source uses
 * (decision 128). The full default configuration describes every utility of Tailwind and was
 * 8.5 KB of the landing page's gzipped start-up JavaScript; the merging engine stays the
 * library's own. The group ids and the conflicts between groups are the default configuration's,
 * so a class keeps the group it has there. A group takes the kinds of value its utility takes
 * (any step of the spacing scale, any colour), not a list of the ones in use today, so a new
 * `px-7` merges without an edit; where groups share a prefix (`text-`, `bg-`, `border-`, `font-`,
 * `outline-`, `shadow-`, `ring-`) the values tell them apart as the default's do.
 *
 * cn.test.ts proves it: for every pair of class names found in the app's source, the result is
 * the full twMerge's. A class of a utility not listed here fails that test: add its group from
 * tailwind-merge's default configuration (node_modules/tailwind-merge/src/lib/default-config.ts).
 */

const any = () => true;
const isNumber = (value: string) => !!value && !Number.isNaN(Number(value));
const isFraction = (value: string) => /^\d+(\.\d+)?\/\d+(\.\d+)?$/.test(value);
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
const isArbitrary = (value: string) => /^\[.+\]$/.test(value);
/** A step of the spacing scale (`4`, `0.5`, `px`) or an arbitrary value. */
const isSpacing = (value: string) => isNumber(value) || value === "px" || isArbitrary(value);
const SIZE_WORDS = new Set("auto full screen dvw dvh lvw lvh svw svh min max fit none prose lh".split(" "));
/** A width or height: spacing, a fraction, a container size (`7xl`) or a keyword. */
const isSize = (value: string) => isSpacing(value) || isFraction(value) || isTshirtSize(value) || SIZE_WORDS.has(value);
const inset = [isFraction, "full", "auto", isSpacing];
const overflow = ["auto", "hidden", "clip", "visible", "scroll"];
/** `[url(…)]`, `[linear-gradient(…)]`: the default's arbitrary image, told apart from a colour. */
const isArbitraryImage = (value: string) =>
  /^\[(?:(?:image|url):)?(?:url|image|image-set|cross-fade|element|(?:repeating-)?(?:linear|radial|conic)-gradient)\(.+\)\]$/.test(
    value,
  );
/** A font family by name (`font-mono`), not an arbitrary value (`font-[inherit]` is a weight). */
const isFamilyName = (value: string) => !isArbitrary(value);
const sizeOrArbitrary = [isTshirtSize, isArbitrary];

export const CLASS_GROUPS_CONFIG: Config<string, string> = {
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "table",
      "inline-table",
      "table-cell",
      "table-row",
      "flow-root",
      "grid",
      "inline-grid",
      "contents",
      "list-item",
      "hidden",
    ],
    sr: ["sr-only", "not-sr-only"],
    "object-fit": [{ object: ["contain", "cover", "fill", "none", "scale-down"] }],
    overflow: [{ overflow: overflow }],
    "overflow-x": [{ "overflow-x": overflow }],
    "overflow-y": [{ "overflow-y": overflow }],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    inset: [{ inset: inset }],
    "inset-x": [{ "inset-x": inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    visibility: ["visible", "invisible", "collapse"],
    z: [{ z: ["auto", isNumber, isArbitrary] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["nowrap", "wrap", "wrap-reverse"] }],
    flex: [{ flex: [isNumber, "auto", "initial", "none", isArbitrary] }],
    shrink: [{ shrink: ["", isNumber, isArbitrary] }],
    "grid-cols": [{ "grid-cols": [isNumber, "none", "subgrid", isArbitrary] }],
    "col-start-end": [{ col: ["auto", { span: ["full", isNumber, isArbitrary] }] }],
    gap: [{ gap: [isSpacing] }],
    "gap-x": [{ "gap-x": [isSpacing] }],
    "gap-y": [{ "gap-y": [isSpacing] }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch", "normal"] }],
    "align-items": [{ items: ["start", "end", "center", "stretch", "baseline"] }],
    "align-self": [{ self: ["auto", "start", "end", "center", "stretch", "baseline"] }],
    "place-items": [{ "place-items": ["start", "end", "center", "stretch", "baseline"] }],
    p: [{ p: [isSpacing] }],
    px: [{ px: [isSpacing] }],
    py: [{ py: [isSpacing] }],
    pt: [{ pt: [isSpacing] }],
    pr: [{ pr: [isSpacing] }],
    pb: [{ pb: [isSpacing] }],
    pl: [{ pl: [isSpacing] }],
    m: [{ m: ["auto", isSpacing] }],
    mx: [{ mx: ["auto", isSpacing] }],
    mt: [{ mt: ["auto", isSpacing] }],
    mr: [{ mr: ["auto", isSpacing] }],
    mb: [{ mb: ["auto", isSpacing] }],
    ml: [{ ml: ["auto", isSpacing] }],
    "space-y": [{ "space-y": [isSpacing] }],
    size: [{ size: [isSize] }],
    w: [{ w: [isSize] }],
    "min-w": [{ "min-w": [isSize] }],
    "max-w": [{ "max-w": [isSize] }],
    h: [{ h: [isSize] }],
    "min-h": [{ "min-h": [isSize] }],
    "max-h": [{ "max-h": [isSize] }],
    "font-size": [{ text: ["base", ...sizeOrArbitrary] }],
    "font-weight": [
      {
        font: [
          "thin",
          "extralight",
          "light",
          "normal",
          "medium",
          "semibold",
          "bold",
          "extrabold",
          "black",
          isArbitrary,
        ],
      },
    ],
    "font-family": [{ font: [isFamilyName] }],
    "fvn-spacing": ["proportional-nums", "tabular-nums"],
    tracking: [{ tracking: ["tighter", "tight", "normal", "wide", "wider", "widest", isArbitrary] }],
    "line-clamp": [{ "line-clamp": [isNumber, "none", isArbitrary] }],
    leading: [{ leading: ["none", "tight", "snug", "normal", "relaxed", "loose", isSpacing] }],
    "list-style-type": [{ list: ["disc", "decimal", "none", isArbitrary] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: [any] }],
    "text-decoration": ["underline", "overline", "line-through", "no-underline"],
    "underline-offset": [{ "underline-offset": [isNumber, "auto", isArbitrary] }],
    "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
    "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "vertical-align": [
      { align: ["baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super", isArbitrary] },
    ],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
    break: [{ break: ["normal", "words", "all", "keep"] }],
    "bg-clip": [{ "bg-clip": ["border", "padding", "content", "text"] }],
    "bg-image": [{ bg: ["none", isArbitraryImage] }],
    "bg-color": [{ bg: [any] }],
    "gradient-from": [{ from: [any] }],
    "gradient-to": [{ to: [any] }],
    rounded: [{ rounded: ["", "none", "full", ...sizeOrArbitrary] }],
    "rounded-t": [{ "rounded-t": ["", "none", "full", ...sizeOrArbitrary] }],
    "border-w": [{ border: ["", isNumber] }],
    "border-w-y": [{ "border-y": ["", isNumber] }],
    "border-w-t": [{ "border-t": ["", isNumber] }],
    "border-w-b": [{ "border-b": ["", isNumber] }],
    "divide-y": [{ "divide-y": ["", isNumber] }],
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-color": [{ border: [any] }],
    "outline-offset": [{ "outline-offset": [isNumber, "auto", isArbitrary] }],
    "outline-w": [{ outline: ["", isNumber] }],
    "outline-color": [{ outline: [any] }],
    shadow: [{ shadow: ["", "inner", "none", ...sizeOrArbitrary] }],
    "ring-w": [{ ring: ["", isNumber] }],
    opacity: [{ opacity: [isNumber, isArbitrary] }],
    "backdrop-blur": [{ "backdrop-blur": ["", "none", ...sizeOrArbitrary] }],
    transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", isArbitrary] }],
    duration: [{ duration: [isNumber, isArbitrary] }],
    animate: [{ animate: ["none", "spin", "ping", "pulse", "bounce", isArbitrary] }],
    rotate: [{ rotate: ["none", isNumber, isArbitrary] }],
    "translate-x": [{ "translate-x": [isFraction, "full", isSpacing] }],
    "translate-y": [{ "translate-y": [isFraction, "full", isSpacing] }],
    accent: [{ accent: [any] }],
    appearance: [{ appearance: ["none", "auto"] }],
    cursor: [{ cursor: [any] }],
    "pointer-events": [{ "pointer-events": ["auto", "none"] }],
    resize: [{ resize: ["none", "", "y", "x"] }],
    "scroll-mt": [{ "scroll-mt": [isSpacing] }],
  },
  // The default configuration's conflicts, between the groups above.
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    flex: ["shrink"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    size: ["w", "h"],
    "font-size": ["leading"],
    "line-clamp": ["display", "overflow"],
    rounded: ["rounded-t"],
    "border-w": ["border-w-y", "border-w-t", "border-w-b"],
    "border-w-y": ["border-w-t", "border-w-b"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: [
    "*",
    "**",
    "after",
    "backdrop",
    "before",
    "details-content",
    "file",
    "first-letter",
    "first-line",
    "marker",
    "placeholder",
    "selection",
  ],
};
