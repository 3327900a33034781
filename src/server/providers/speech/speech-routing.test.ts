import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { speechEngineOf } from "./create-speech-provider";
import { parseSpeechRouting } from "./speech-routing";

const BASE = { NODE_ENV: "test", DATA_DIR: "/tmp/shelftalk-routing-test" };
const TWO = {
  SPEECH_ENGINES: "kokoro,piper",
  SPEECH_ENGINE_KOKORO_URL: "http://127.0.0.1:8880/v1",
  SPEECH_ENGINE_PIPER_URL: "http://127.0.0.1:5000/v1",
  SPEECH_LANGUAGE_ENGINES: "de:piper,*:kokoro",
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...BASE, ...env });
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe("engine per language configuration (decision 093)", () => {
  it("is absent without SPEECH_ENGINES: the single-engine variables keep working", () => {
    const config = loadConfig({ ...BASE, TTS_BASE_URL: "http://127.0.0.1:8880/v1", TTS_MODEL: "kokoro" });
    expect(config.speechRouting).toBeUndefined();
    expect(speechEngineOf(config)).toBe("openai-compatible");
  });

  it("routes every language, a named one first and * for the rest", () => {
    const config = loadConfig({ ...BASE, ...TWO });
    expect(config.speechRouting?.byLanguage).toEqual({
      en: "kokoro",
      es: "kokoro",
      fr: "kokoro",
      de: "piper",
      it: "kokoro",
      pt: "kokoro",
      ja: "kokoro",
      zh: "kokoro",
    });
    expect(speechEngineOf(config)).toBe("openai-compatible");
  });

  it("maps voices for all languages or one, and keeps OpenAI's names when none are given", () => {
    const problems: string[] = [];
    const routing = parseSpeechRouting(
      {
        SPEECH_ENGINES: "kokoro",
        SPEECH_ENGINE_KOKORO_URL: "http://127.0.0.1:8880/v1",
        SPEECH_ENGINE_KOKORO_VOICES:
          "alloy=af_heart,echo=am_adam,fable=bm_george,onyx=am_michael,nova=af_bella,shimmer=af_sky,fr.nova=ff_siwis",
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(routing?.engines[0]?.voices.fr.nova).toBe("ff_siwis");
    expect(routing?.engines[0]?.voices.en.nova).toBe("af_bella");
    const plain = parseSpeechRouting(
      { SPEECH_ENGINES: "openai", SPEECH_ENGINE_OPENAI_URL: "https://api.openai.com/v1" },
      [],
    );
    expect(plain?.engines[0]?.voices.de.echo).toBe("echo");
    const eleven = parseSpeechRouting(
      { SPEECH_ENGINES: "eleven", SPEECH_ENGINE_ELEVEN_KIND: "elevenlabs", SPEECH_ENGINE_ELEVEN_KEY: "k" },
      [],
    );
    expect(eleven?.engines[0]?.voices.en.alloy).toBe("21m00Tcm4TlvDq8ikWAM");
    expect(speechEngineOf({ speechRouting: eleven })).toBe("elevenlabs");
  });

  it("refuses an unknown engine, a language without engine and a missing voice slot, clearly", () => {
    expect(problemsOf({ ...TWO, SPEECH_LANGUAGE_ENGINES: "de:piper,*:kokro" })).toEqual([
      expect.stringContaining('"*:kokro" names an unknown engine'),
    ]);
    expect(problemsOf({ ...TWO, SPEECH_LANGUAGE_ENGINES: "de:piper,fr:kokoro" }).join("\n")).toContain(
      "no engine for en, es, it, pt, ja, zh",
    );
    expect(problemsOf({ ...TWO, SPEECH_LANGUAGE_ENGINES: "" })).toEqual([
      expect.stringContaining("SPEECH_LANGUAGE_ENGINES: required with more than one engine"),
    ]);
    expect(problemsOf({ ...TWO, SPEECH_ENGINE_PIPER_VOICES: "echo=thorsten,nova=eva_k" })).toEqual([
      "SPEECH_ENGINE_PIPER_VOICES: no voice for fable in de (e.g. de.fable=<voice id>)",
    ]);
    expect(problemsOf({ ...TWO, SPEECH_ENGINE_PIPER_VOICES: "nova=eva_k,robot=x" }).join("\n")).toContain(
      '"robot=x" is not [language.]slot=voiceId',
    );
    expect(problemsOf({ ...TWO, SPEECH_ENGINE_PIPER_URL: "" })).toEqual([
      expect.stringContaining("SPEECH_ENGINE_PIPER_URL: required"),
    ]);
    expect(problemsOf({ ...TWO, SPEECH_ENGINE_PIPER_KIND: "coqui" })[0]).toContain("must be openai or elevenlabs");
    expect(problemsOf({ ...TWO, TTS_BASE_URL: "http://127.0.0.1:1/v1", TTS_MODEL: "x" })).toEqual([
      expect.stringContaining("SPEECH_ENGINES: set either it or TTS_BASE_URL"),
    ]);
    expect(problemsOf({ SPEECH_LANGUAGE_ENGINES: "de:piper" })).toEqual([
      expect.stringContaining("needs SPEECH_ENGINES"),
    ]);
  });
});
