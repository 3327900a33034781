import type { LanguageCode } from "../../../shared/catalog/languages";
import { defaultPublicTitle } from "../../../shared/audios/public-title";
import { aiMarkingXmp } from "../../audio/mp3/ai-marking";
import type { Id3Fields } from "../../audio/mp3/id3-tag";

export const AI_VOICE_COMMENT = "AI-generated voice";

type DraftFacts = {
  productName: string | null;
  productLink: string | null;
  specifications: string | null;
  brand: string | null;
  shopName: string | null;
};

/**
 * The MP3's ID3 tags (issue 18): the audio's public title (decision 092), the brand
 * or else the shop as artist (else the link's site), the language, and a comment that the voice
 * is AI-generated, so a file passed on still says what it is.
 */
export function mp3Tags(draft: DraftFacts, language: LanguageCode): Id3Fields {
  let site: string | undefined;
  try {
    site = draft.productLink ? new URL(draft.productLink).hostname.replace(/^www\./, "") : undefined;
  } catch {
    site = undefined;
  }
  return {
    title: defaultPublicTitle(draft),
    artist: draft.brand ?? draft.shopName ?? site,
    language,
    comment: AI_VOICE_COMMENT,
    // Machine-readable too: IPTC digital source type in XMP (issue 24, decision 060).
    xmp: aiMarkingXmp(AI_VOICE_COMMENT),
  };
}
