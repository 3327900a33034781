import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { safeFetchImage } from "../../fetch/safe-fetch-image";
import type { Logger } from "../../logger";
import type { Id3Fields } from "../../audio/mp3/id3-tag";

export type Cover = NonNullable<Id3Fields["cover"]>;

/**
 * The MP3's front cover (issue 18): the product's main image kept on the draft, fetched through
 * the SSRF-safe image fetcher (JPEG or PNG by their bytes, at most 1 MB, 5 s). Never throws: a
 * missing, slow, large, non-image or refused image only means an MP3 without a cover.
 */
export async function fetchCover(
  imageUrl: string | null,
  fetchOptions: SafeFetchOptions,
  logger: Logger,
): Promise<Cover | undefined> {
  if (!imageUrl) return undefined;
  try {
    const image = await safeFetchImage(imageUrl, fetchOptions);
    return { mime: image.mime, bytes: image.bytes };
  } catch (err) {
    const code = err instanceof Error && "code" in err ? String(err.code) : undefined;
    logger.warn({ imageUrl, code, err }, "cover image not used; the MP3 has no cover");
    return undefined;
  }
}
