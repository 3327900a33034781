import { fileTypeFromBuffer } from "file-type";
import {
  LOGO_MAX_BYTES,
  LOGO_SVG_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPES,
  LOGO_UNSUPPORTED_MESSAGE,
  type LogoContentType,
  type LogoExtension,
} from "../../../shared/logos/logos";
import { AppError } from "../../http/errors";

export type SniffedLogo = { contentType: LogoContentType; extension: LogoExtension };

/** An SVG (markup naming an `<svg` element in its first 8 KB), after a byte-order mark and white space. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 8192))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<") && /<svg[\s>]/.test(head);
}

/**
 * A logo's type from its bytes, never from the name or the declared type: PNG, JPEG or WebP.
 * SVG is refused with its own message (an SVG can carry script and is served from our origin),
 * anything else with the list of what is accepted; over 200 KB is a 413.
 */
export async function sniffLogo(bytes: Uint8Array): Promise<SniffedLogo> {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError(413, LOGO_TOO_LARGE_MESSAGE, "too_large");
  if (bytes.byteLength === 0) throw new AppError(400, LOGO_UNSUPPORTED_MESSAGE, "unsupported_media_type");
  const detected = await fileTypeFromBuffer(bytes);
  const contentType = detected?.mime;
  if (contentType && contentType in LOGO_TYPES) {
    const type = contentType as LogoContentType;
    return { contentType: type, extension: LOGO_TYPES[type] };
  }
  if (looksLikeSvg(bytes)) throw new AppError(415, LOGO_SVG_MESSAGE, "svg_not_accepted");
  throw new AppError(415, LOGO_UNSUPPORTED_MESSAGE, "unsupported_media_type");
}
