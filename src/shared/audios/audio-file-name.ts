/** Longest file-name stem a download or archive entry gets (titles are short; renamed ones may be longer). */
export const FILE_STEM_MAX_LENGTH = 60;
export const FALLBACK_FILE_STEM = "shelftalk-audio";

/**
 * The one rule for naming an audio's file wherever it leaves us (the browser's Download, the
 * file route's Content-Disposition, /api/v1, the batch archive): accents folded to their letter,
 * anything but letters, digits, spaces and hyphens dropped, spaces as hyphens, at most 60
 * characters; "shelftalk-audio" when nothing is left.
 */
export function audioFileStem(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .slice(0, FILE_STEM_MAX_LENGTH)
      .replace(/-+$/, "") || FALLBACK_FILE_STEM
  );
}

export function audioFileName(title: string, extension: "mp3" | "wav" = "mp3"): string {
  return `${audioFileStem(title)}.${extension}`;
}
