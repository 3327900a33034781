import { applyPronunciations } from "./apply-pronunciations";
import { masterToMp3, type MasteredMp3 } from "../../audio/mastering/master-audio";
import { silenceTrimRange } from "../../audio/mastering/silence-trim";
import { floatToInt16 } from "../../audio/mastering/loudness-meter";
import { decodeMp3 } from "../../audio/mp3/mp3-decode";
import { mp3Duration } from "../../audio/mp3/mp3-frames";
import { MP3_SAMPLE_RATE } from "../../audio/mp3/mp3-encoder";
import { resamplePcm16 } from "../../audio/mp3/resample";
import { PARAGRAPH_PAUSE_SECONDS, scriptParagraphs } from "./paragraphs";
import { chunkText } from "./sentence-split";
import { captionSentences, cuesFromStarts } from "./speech-cues";
import type { SpeechCue, SpeechInput, SpeechResult } from "./speech-provider";
import { joinPcm } from "../../audio/mp3/join-pcm";

/** Masters and encodes PCM: in the speech worker when the server runs, in-process by default. */
export type MasterFunction = (pcm: Int16Array, sampleRate: number) => Promise<MasteredMp3>;

/** What a remote engine is asked to read, with its neighbours (ElevenLabs uses them for continuity). */
export type RemotePart = { text: string; previousText?: string; nextText?: string };

/**
 * A piece of the script as captions show it, the text(s) the engine is sent for it (one, unless
 * respellings made it longer than the engine's limit), and whether a paragraph ends after it.
 */
type PlannedGroup = { shown: string; spoken: string[]; pauseAfter: boolean };

/** Paragraphs, each cut between sentences into pieces of at most `maxChars`. */
export function planRemoteParts(input: SpeechInput, maxChars: number): PlannedGroup[] {
  const groups: PlannedGroup[] = [];
  for (const paragraph of scriptParagraphs(input.text)) {
    const pieces = chunkText(paragraph, maxChars);
    pieces.forEach((shown, index) => {
      const spoken = applyPronunciations(shown, input.pronunciations, input.language);
      groups.push({
        shown,
        spoken: spoken.length > maxChars ? chunkText(spoken, maxChars) : [spoken],
        pauseAfter: index === pieces.length - 1,
      });
    });
  }
  const last = groups.at(-1);
  if (last) last.pauseAfter = false;
  return groups;
}

/**
 * The shared path of the engines that answer with MP3 (OpenAI-compatible, ElevenLabs): each
 * part is decoded, its edges' silence trimmed to a short, even margin (the encoder's delay and
 * padding would otherwise leave uneven gaps), the parts joined as PCM with a pause after each
 * paragraph, then mastered and encoded once, so the file has one loudness and no seams. Each
 * part's captions share its measured length by their characters.
 */
export async function synthesizeRemote(
  input: SpeechInput,
  maxChars: number,
  request: (part: RemotePart) => Promise<Uint8Array>,
  master: MasterFunction = masterToMp3,
): Promise<SpeechResult> {
  const groups = planRemoteParts(input, maxChars);
  const requests = groups.flatMap((group) => group.spoken);
  if (requests.length === 0) throw new Error("There is no text to speak.");
  const pieces: Int16Array[] = [];
  const texts: string[] = [];
  const starts: number[] = [];
  const pause = Math.round(PARAGRAPH_PAUSE_SECONDS * MP3_SAMPLE_RATE);
  let offset = 0;
  let sent = 0;
  for (const group of groups) {
    const groupStart = offset;
    for (const text of group.spoken) {
      const mp3 = await request({ text, previousText: requests[sent - 1], nextText: requests[sent + 1] });
      sent += 1;
      const decoded = await decodeMp3(mp3);
      const range = silenceTrimRange(decoded.samples, decoded.sampleRate);
      const pcm = resamplePcm16(
        floatToInt16(decoded.samples.subarray(range.start, range.end)),
        decoded.sampleRate,
        MP3_SAMPLE_RATE,
      );
      pieces.push(pcm);
      offset += pcm.length;
      input.onProgress?.(sent, requests.length);
    }
    // The engine reports no timing: the group's sentences share its measured length by their characters.
    const sentences = captionSentences(group.shown);
    const weights = sentences.map((text) => Math.max(1, [...text].length));
    const sum = weights.reduce((a, b) => a + b, 0);
    let at = groupStart;
    sentences.forEach((text, i) => {
      texts.push(text);
      starts.push(at / MP3_SAMPLE_RATE);
      at += ((offset - groupStart) * (weights[i] ?? 1)) / sum;
    });
    if (group.pauseAfter) {
      pieces.push(new Int16Array(pause));
      offset += pause;
    }
  }
  const mastered = await master(joinPcm(pieces), MP3_SAMPLE_RATE);
  const total = mp3Duration(mastered.mp3);
  const cues: SpeechCue[] = cuesFromStarts(
    texts,
    starts.map((start) => Math.max(0, start - mastered.trimmedStart)),
    total,
  );
  return { audio: mastered.mp3, cues };
}
