import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { SpeechProviderError, SpeechUnavailableError, speechErrorMessage } from "./speech-provider";

describe("speechErrorMessage", () => {
  it("maps typed errors to the spec's messages", () => {
    expect(speechErrorMessage(new SpeechUnavailableError("HTTP 503", { status: 503 }))).toBe(
      MESSAGES.audio.serviceUnavailable,
    );
    expect(speechErrorMessage(new SpeechProviderError("HTTP 400: bad voice", { status: 400 }))).toBe(
      MESSAGES.audio.providerIssues,
    );
  });

  it("classifies by type, never by text: an untyped error naming 503 or an API error is the generic failure", () => {
    expect(speechErrorMessage(new Error("upstream said 503"))).toBe(MESSAGES.audio.failed);
    expect(speechErrorMessage("Service Unavailable")).toBe(MESSAGES.audio.failed);
    expect(speechErrorMessage(new Error("Text-to-speech API error: quota"))).toBe(MESSAGES.audio.failed);
  });

  it("never shows internals: anything else is the generic failure", () => {
    expect(speechErrorMessage(new Error("RuntimeError: memory access out of bounds"))).toBe(MESSAGES.audio.failed);
    expect(speechErrorMessage(undefined)).toBe(MESSAGES.audio.failed);
  });
});
