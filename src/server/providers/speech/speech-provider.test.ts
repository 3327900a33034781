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

  it("recognises the spec's wording in untyped errors", () => {
    expect(speechErrorMessage(new Error("upstream said 503"))).toBe(MESSAGES.audio.serviceUnavailable);
    expect(speechErrorMessage("Service Unavailable")).toBe(MESSAGES.audio.serviceUnavailable);
    expect(speechErrorMessage(new Error("Text-to-speech API error: quota"))).toBe(MESSAGES.audio.providerIssues);
  });

  it("never shows internals: anything else is the generic failure", () => {
    expect(speechErrorMessage(new Error("RuntimeError: memory access out of bounds"))).toBe(MESSAGES.audio.failed);
    expect(speechErrorMessage(undefined)).toBe(MESSAGES.audio.failed);
  });

  it("typed error messages carry the wording other layers match on", () => {
    expect(new SpeechUnavailableError().message).toMatch(/Service Unavailable/);
    expect(new SpeechProviderError("x").message).toMatch(/^text-to-speech API error/);
  });
});
