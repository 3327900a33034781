import type { ProductFacts } from "../../../shared/product-facts";

/** Names kept on a draft (a page's name can be a paragraph). */
export const DRAFT_NAME_MAX_LENGTH = 200;
/** Longer image URLs are not kept: real ones are far shorter, and the draft is no place for data. */
export const DRAFT_IMAGE_URL_MAX_LENGTH = 2048;

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
 * name, brand and shop for the MP3's title and artist, and the main image for its cover. Used by
 * the generator, /api/v1 (both through generateScript) and the batches.
 */
export function draftFactColumns(facts: ProductFacts | undefined) {
  const short = (text: string | undefined) => text?.trim().slice(0, DRAFT_NAME_MAX_LENGTH) || null;
  return {
    productName: short(facts?.name),
    brand: short(facts?.brand),
    shopName: short(facts?.shopName),
    imageUrl: mainImageUrl(facts?.images ?? []),
  };
}
