import { MPEGDecoder } from "mpg123-decoder";

export type DecodedAudio = { samples: Float32Array; sampleRate: number };

/**
 * MP3 → mono float PCM with mpg123 compiled to WebAssembly (mpg123-decoder). Used where an
 * engine answers with MP3 (OpenAI-compatible servers, ElevenLabs), to master it like our own
 * speech, and by tests to measure what sellers hear. Channels are averaged.
 */
export async function decodeMp3(bytes: Uint8Array): Promise<DecodedAudio> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate } = decoder.decode(bytes);
    const samples = new Float32Array(samplesDecoded);
    const channels = channelData.length;
    for (const channel of channelData) {
      for (let n = 0; n < samplesDecoded; n += 1) samples[n] = samples[n]! + channel[n]! / channels;
    }
    return { samples, sampleRate };
  } finally {
    decoder.free();
  }
}
