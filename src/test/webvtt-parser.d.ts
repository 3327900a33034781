/** webvtt-parser (the WebVTT spec's reference validator) ships no types; what the tests use of it. */
declare module "webvtt-parser" {
  export type ParsedCue = { id: string; startTime: number; endTime: number; text: string };
  export class WebVTTParser {
    parse(
      input: string,
      mode?: "metadata" | "chapters",
    ): { cues: ParsedCue[]; errors: Array<{ message: string; line: number; col: number }> };
  }
}
