import type { CaptionCue } from "../../db/schema/index";

/** `hh:mm:ss.ttt`, as WebVTT cue timings are written. */
export function vttTimestamp(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = (totalMs - ms) / 1000;
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}.${pad(ms, 3)}`;
}

/**
 * Cue text as WebVTT allows it: `&`, `<` and `>` escaped, and no blank line or `-->` inside a
 * cue (either would end it or be read as a timing line).
 */
function cueText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/-->/g, "--&gt;")
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

/** A WebVTT file with one numbered cue per sentence, in order. */
export function toWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map(
    (cue, index) => `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}
