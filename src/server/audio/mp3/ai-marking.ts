/**
 * Machine-readable marking that an audio is AI-generated (EU AI Act Art. 50(2), issue 24): the
 * IPTC digital source type "trainedAlgorithmicMedia" in an XMP packet, embedded in every MP3 (ID3
 * PRIV frame owned by "XMP", as the XMP specification part 3 places it) and every WAV (an `_PMX`
 * chunk, XMP's RIFF placement, and an `id3 ` chunk with the same frame). Decision 060.
 */
export const IPTC_TRAINED_ALGORITHMIC_MEDIA = "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The XMP packet (UTF-8 text): digital source type, the tool that made it, a plain-language note. */
export function aiMarkingXmp(note = "AI-generated voice", tool = "ShelfTalk"): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/">',
    `<Iptc4xmpExt:DigitalSourceType>${IPTC_TRAINED_ALGORITHMIC_MEDIA}</Iptc4xmpExt:DigitalSourceType>`,
    `<xmp:CreatorTool>${escapeXml(tool)}</xmp:CreatorTool>`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(note)}</rdf:li></rdf:Alt></dc:description>`,
    "</rdf:Description>",
    "</rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="r"?>',
  ].join("\n");
}
