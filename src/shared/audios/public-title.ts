import { AUDIO_NAME_MAX_LENGTH } from "./library-limits";
import { deriveTitle } from "./derive-title";

/*
 * The name shoppers see (issue 25, decision 092): the share page, the embed, oEmbed, the download
 * file name and the MP3's ID3 title all read it. The spec's link-derived title stays the library
 * card's title; this one defaults to the product's name and the seller may change it per audio.
 */

type DraftNames = {
  productName: string | null | undefined;
  specifications: string | null | undefined;
  productLink: string | null | undefined;
};

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** At most AUDIO_NAME_MAX_LENGTH characters, cut at a word when one ends after two thirds of it. */
function fitted(text: string): string {
  if (text.length <= AUDIO_NAME_MAX_LENGTH) return text;
  const cut = text.slice(0, AUDIO_NAME_MAX_LENGTH);
  const space = cut.lastIndexOf(" ");
  return (space > (AUDIO_NAME_MAX_LENGTH * 2) / 3 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, "");
}

/**
 * The first line of details a seller typed, as a name: its label ("Name: …", "Product – …") dropped
 * when it has one, and nothing when the line reads like a sentence or a list of facts.
 */
export function nameFromDetails(specifications: string | null | undefined): string | undefined {
  const first = specifications
    ?.split(/\r?\n/)
    .map(oneLine)
    .find((line) => line.length > 0);
  if (!first) return undefined;
  const labelled =
    /^(?:product(?:\s+name)?|name|title|produkt(?:name)?|nom|nombre|nome|naam|produit|producto|prodotto|produto|商品名?|製品名|产品名称?|名称)\s*[:：–—-]\s*(.+)$/iu.exec(
      first,
    );
  const name = oneLine((labelled?.[1] ?? first).replace(/^[-*•·]\s*/, ""));
  // A sentence or a run of facts is not a name: the library's title is better than that.
  if (!labelled && (name.length > 80 || /[.!?。！？]\s*\S/.test(name) || name.split(/[,;]/).length > 2))
    return undefined;
  return name ? fitted(name) : undefined;
}

/** The public title an audio starts with: the product's name, else the details' first line, else the link's title. */
export function defaultPublicTitle(draft: DraftNames): string {
  const productName = draft.productName ? oneLine(draft.productName) : "";
  if (productName) return fitted(productName);
  return nameFromDetails(draft.specifications) ?? deriveTitle(draft.productLink);
}

/** The public title of a saved audio: its own when set, else its product's name, else its library title. */
export function publicTitleOf(row: {
  publicTitle?: string | null | undefined;
  productName?: string | null | undefined;
  title: string;
}): string {
  return row.publicTitle || (row.productName ? fitted(oneLine(row.productName)) : "") || row.title;
}
