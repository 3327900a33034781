import type { ProductFacts } from "../../../shared/generator/product-facts";

/** Names kept on a draft (a page's name can be a paragraph). */
export const DRAFT_NAME_MAX_LENGTH = 200;
/** Longer image URLs are not kept: real ones are far shorter, and the draft is no place for data. */
export const DRAFT_IMAGE_URL_MAX_LENGTH = 2048;
/** The library card's description is cut here, at a word boundary. */
export const DESCRIPTION_MAX_LENGTH = 280;

/** The product's main image: the first absolute http(s) image of the facts, if not absurdly long. */
export function mainImageUrl(images: readonly string[]): string | null {
  for (const image of images) {
    let url: URL;
    try {
      url = new URL(image);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    const href = url.toString();
    return href.length <= DRAFT_IMAGE_URL_MAX_LENGTH ? href : null;
  }
  return null;
}

/**
 * What a script draft keeps from the page for the audio it becomes (issue 18): the product's
 * name, brand and shop for the MP3's title and artist, and the main image for its cover.
 */
export function productColumnsForDraft(facts: ProductFacts | undefined) {
  const short = (text: string | undefined) => text?.trim().slice(0, DRAFT_NAME_MAX_LENGTH) || null;
  return {
    productName: short(facts?.name),
    brand: short(facts?.brand),
    shopName: short(facts?.shopName),
    imageUrl: mainImageUrl(facts?.images ?? []),
  };
}

/**
 * The one summary rule: the library card's description from the page's description (or else the
 * seller's details), whitespace folded, cut at a word boundary after 200 characters when longer
 * than 280.
 */
export function summarise(text: string | null | undefined): string | null {
  if (!text) return null;
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return null;
  if (clean.length <= DESCRIPTION_MAX_LENGTH) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${cut.slice(0, space > 200 ? space : DESCRIPTION_MAX_LENGTH)}…`;
}
