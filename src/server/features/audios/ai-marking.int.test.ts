import { XMLParser } from "fast-xml-parser";
import { parseBuffer, type IAudioMetadata } from "music-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient } from "../../../test/api-kit";
import { createMemoryMail } from "../../../test/memory-mail";
import { generateAudio } from "../../../test/publish-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";

/*
 * Issue 24: every MP3 and WAV we make says, machine-readably, that it is AI-generated. Read back
 * with independent parsers (music-metadata for the ID3 frames and RIFF chunks, fast-xml-parser
 * for the XMP), never with our own writer's code.
 */

const TRAINED_ALGORITHMIC_MEDIA = "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia";

type Priv = { owner_identifier: string; data: Uint8Array };

/** The XMP packets in the file's ID3 PRIV frames owned by "XMP", as music-metadata reports them. */
function xmpPackets(metadata: IAudioMetadata): string[] {
  return Object.values(metadata.native)
    .flat()
    .filter((tag) => tag.id === "PRIV" && (tag.value as Priv).owner_identifier === "XMP")
    .map((tag) => new TextDecoder().decode((tag.value as Priv).data));
}

function digitalSourceType(xmp: string): unknown {
  const doc = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true }).parse(xmp) as {
    xmpmeta?: { RDF?: { Description?: { DigitalSourceType?: unknown } } };
  };
  return doc.xmpmeta?.RDF?.Description?.DigitalSourceType;
}

describe(`AI marking of made audio (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let made: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase();
    made = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } });
  });
  afterAll(async () => {
    await made.deps.speech.close?.();
    await database.drop();
  });

  it("marks the MP3 and the WAV with the IPTC digital source type in XMP, beside the comment", async () => {
    const seller = await signUpConfirmed(made.app, mail, "marking@example.com");
    const audio = await generateAudio(seller, "A cast iron skillet, 26 cm, pre-seasoned.");

    const mp3Res = await seller.request(`/api/audios/${audio.id}/file`);
    expect(mp3Res.status).toBe(200);
    const mp3 = await parseBuffer(new Uint8Array(await mp3Res.arrayBuffer()), { mimeType: "audio/mpeg" });
    expect(mp3.format.tagTypes).toContain("ID3v2.3");
    expect(mp3.common.comment?.map((c) => (typeof c === "string" ? c : c.text))).toContain("AI-generated voice");
    const mp3Xmp = xmpPackets(mp3);
    expect(mp3Xmp).toHaveLength(1);
    expect(digitalSourceType(mp3Xmp[0]!)).toBe(TRAINED_ALGORITHMIC_MEDIA);
    expect(mp3.format.duration ?? 0).toBeGreaterThan(0.5);

    const wavRes = await seller.request(`/api/audios/${audio.id}/file?format=wav`);
    expect(wavRes.status).toBe(200);
    const wavBytes = new Uint8Array(await wavRes.arrayBuffer());
    const wav = await parseBuffer(wavBytes, { mimeType: "audio/wav" });
    expect(wav.format.container).toBe("WAVE");
    expect(wav.format.duration ?? 0).toBeCloseTo(mp3.format.duration ?? 0, 0);
    const wavXmp = xmpPackets(wav);
    expect(wavXmp).toHaveLength(1);
    expect(digitalSourceType(wavXmp[0]!)).toBe(TRAINED_ALGORITHMIC_MEDIA);
    // The RIFF `_PMX` chunk (XMP's own placement in WAV) holds the same packet.
    const riff = Buffer.from(wavBytes).toString("latin1");
    const at = riff.indexOf("_PMX");
    expect(at).toBeGreaterThan(44);
    const size = Buffer.from(wavBytes).readUInt32LE(at + 4);
    expect(digitalSourceType(Buffer.from(wavBytes.subarray(at + 8, at + 8 + size)).toString("utf8"))).toBe(
      TRAINED_ALGORITHMIC_MEDIA,
    );
  });

  it("says ai_generated: true on /api/v1 audio objects", async () => {
    const seller = await signUpConfirmed(made.app, mail, "marking-api@example.com");
    const audio = await generateAudio(seller, "A linen tea towel, 50 by 70 cm.");
    const api = keyClient(made.app, (await createApiKeyFor(seller)).key);
    const one = (await (await api(`/api/v1/audios/${audio.id}`)).json()) as Record<string, unknown>;
    expect(one.ai_generated).toBe(true);
    const list = (await (await api("/api/v1/audios")).json()) as { data: Array<Record<string, unknown>> };
    expect(list.data.map((a) => a.ai_generated)).toEqual([true]);
  });
});
