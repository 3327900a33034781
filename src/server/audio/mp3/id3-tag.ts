import type { LanguageCode } from "../../../shared/catalog/languages";

/**
 * An ID3v2.3 tag for a generated MP3 (issue 18): title, artist (the brand or shop), language,
 * a comment that says the voice is AI-generated, and a front cover when there is one. Text frames
 * are UTF-16 with a byte-order mark, which every player reads, so Japanese and Chinese titles
 * survive.
 */
export type Id3Fields = {
  title: string;
  artist?: string;
  language: LanguageCode;
  comment: string;
  cover?: { mime: "image/jpeg" | "image/png"; bytes: Uint8Array };
  /** An XMP packet (ai-marking.ts), carried in a PRIV frame owned by "XMP". */
  xmp?: string;
};

/** ISO 639-2 codes, as TLAN and COMM want them. */
const ISO_639_2: Record<LanguageCode, string> = {
  en: "eng",
  es: "spa",
  fr: "fra",
  de: "deu",
  it: "ita",
  pt: "por",
  ja: "jpn",
  zh: "zho",
};

function utf16(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    out[2 + i * 2] = code & 0xff;
    out[3 + i * 2] = code >> 8;
  }
  return out;
}

const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function frame(id: string, body: Uint8Array): Uint8Array {
  const header = new Uint8Array(10);
  header.set(latin1(id));
  new DataView(header.buffer).setUint32(4, body.length);
  return concat([header, body]);
}

const textFrame = (id: string, text: string) => frame(id, concat([Uint8Array.of(1), utf16(text)]));

/** The tag (10-byte header and frames). */
export function id3Tag(fields: Id3Fields): Uint8Array {
  const frames = [
    textFrame("TIT2", fields.title),
    ...(fields.artist ? [textFrame("TPE1", fields.artist)] : []),
    textFrame("TLAN", ISO_639_2[fields.language]),
    // COMM: encoding, language, a short description (empty, terminated), the text.
    commentFrame(fields.language, fields.comment),
    ...(fields.cover
      ? [
          // APIC: encoding 0, MIME type, picture type 3 (front cover), empty description, the image.
          frame(
            "APIC",
            concat([Uint8Array.of(0), latin1(fields.cover.mime), Uint8Array.of(0, 3, 0), fields.cover.bytes]),
          ),
        ]
      : []),
    ...(fields.xmp ? [xmpFrame(fields.xmp)] : []),
  ];
  return id3Container(frames);
}

/** PRIV: the owner identifier "XMP" (Latin-1, terminated), then the packet's UTF-8 bytes. */
function xmpFrame(xmp: string): Uint8Array {
  return frame("PRIV", concat([latin1("XMP"), Uint8Array.of(0), new TextEncoder().encode(xmp)]));
}

/**
 * A tag that only marks the audio: the comment and the XMP frame (for a WAV's `id3 ` chunk, which
 * has no title of its own to give).
 */
export function markingTag(language: LanguageCode, comment: string, xmp: string): Uint8Array {
  return id3Container([commentFrame(language, comment), xmpFrame(xmp)]);
}

function commentFrame(language: LanguageCode, comment: string): Uint8Array {
  return frame(
    "COMM",
    concat([Uint8Array.of(1), latin1(ISO_639_2[language]), utf16(""), Uint8Array.of(0, 0), utf16(comment)]),
  );
}

function id3Container(frames: readonly Uint8Array[]): Uint8Array {
  const body = concat(frames);
  const size = body.length;
  // The tag size is "synchsafe": 7 bits per byte.
  const header = Uint8Array.of(
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  );
  return concat([header, body]);
}

/** The MP3 with the tag in front (any tag it had is replaced). */
export function withId3Tag(mp3: Uint8Array, fields: Id3Fields): Uint8Array {
  let start = 0;
  if (mp3[0] === 0x49 && mp3[1] === 0x44 && mp3[2] === 0x33) {
    start = 10 + (((mp3[6]! & 0x7f) << 21) | ((mp3[7]! & 0x7f) << 14) | ((mp3[8]! & 0x7f) << 7) | (mp3[9]! & 0x7f));
  }
  return concat([id3Tag(fields), mp3.subarray(start)]);
}
