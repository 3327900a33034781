import { LANGUAGE_CODES, type LanguageCode } from "../../../shared/catalog/language-list";
import { VOICE_IDS, VOICES_BY_LANGUAGE, type VoiceId } from "../../../shared/catalog/voice-list";
import { DEFAULT_ELEVENLABS_VOICES } from "./elevenlabs-voices";

/*
 * An engine per language (issue 25, decision 093). The operator names engines in SPEECH_ENGINES
 * ("kokoro,piper") and describes each with SPEECH_ENGINE_<NAME>_KIND/_URL/_KEY/_MODEL/_VOICES, then
 * routes languages with SPEECH_LANGUAGE_ENGINES ("de:piper,*:kokoro"). Pure parsing: config.ts
 * hands it the environment and reports its problems with the rest at start-up.
 */

export const SPEECH_ENGINE_KINDS = ["openai", "elevenlabs"] as const;
export type SpeechEngineKind = (typeof SPEECH_ENGINE_KINDS)[number];

/** One configured engine; `voices[language][slot]` is the engine's voice id for a slot in a language. */
export type SpeechEngineSpec = {
  name: string;
  kind: SpeechEngineKind;
  url: string | undefined;
  key: string | undefined;
  model: string | undefined;
  voices: Record<LanguageCode, Record<VoiceId, string>>;
};

export type SpeechRouting = {
  engines: SpeechEngineSpec[];
  /** The engine (by name) that speaks each of the 8 languages. */
  byLanguage: Record<LanguageCode, string>;
};

const NAME = /^[a-z][a-z0-9_]{0,31}$/;
const VOICE_ID = /^[\w.:-]{1,100}$/;

function envKey(name: string, field: string) {
  return `SPEECH_ENGINE_${name.toUpperCase()}_${field}`;
}

function validUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * "alloy=af_heart,nova=af_bella,fr.alloy=ff_siwis": a slot's voice id for every language, or with a
 * language prefix for that language only. Unmapped slots: the slot's own name (OpenAI's voices) for
 * an OpenAI-compatible engine, the premade voices for ElevenLabs; an engine whose voices are named
 * otherwise must map every slot its languages offer, which `checkSlots` enforces.
 */
function parseVoices(
  value: string | undefined,
  key: string,
  problems: string[],
): {
  all: Partial<Record<VoiceId, string>>;
  perLanguage: Partial<Record<LanguageCode, Partial<Record<VoiceId, string>>>>;
} {
  const all: Partial<Record<VoiceId, string>> = {};
  const perLanguage: Partial<Record<LanguageCode, Partial<Record<VoiceId, string>>>> = {};
  for (const pair of (value ?? "").split(",").map((p) => p.trim())) {
    if (!pair) continue;
    const [left = "", id = ""] = pair.split("=").map((part) => part.trim());
    const [first = "", second] = left.split(".");
    const language = second === undefined ? undefined : first;
    const slot = second ?? first;
    const okLanguage = language === undefined || (LANGUAGE_CODES as readonly string[]).includes(language);
    if (!okLanguage || !(VOICE_IDS as readonly string[]).includes(slot) || !VOICE_ID.test(id)) {
      problems.push(
        `${key}: "${pair}" is not [language.]slot=voiceId with a slot among ${VOICE_IDS.join(", ")} and a language among ${LANGUAGE_CODES.join(", ")}`,
      );
      continue;
    }
    const target = language ? (perLanguage[language as LanguageCode] ??= {}) : all;
    target[slot as VoiceId] = id;
  }
  return { all, perLanguage };
}

/** The routing the environment describes, undefined when SPEECH_ENGINES is unset; problems are pushed. */
export function parseSpeechRouting(
  env: Record<string, string | undefined>,
  problems: string[],
): SpeechRouting | undefined {
  const read = (key: string) => env[key]?.trim() || undefined;
  const list = read("SPEECH_ENGINES");
  if (!list) {
    if (read("SPEECH_LANGUAGE_ENGINES"))
      problems.push("SPEECH_LANGUAGE_ENGINES: needs SPEECH_ENGINES (the engines it names)");
    return undefined;
  }
  const before = problems.length;
  const names = list
    .split(",")
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const engines: SpeechEngineSpec[] = [];
  const explicit = new Map<string, ReturnType<typeof parseVoices>>();
  for (const name of new Set(names)) {
    if (!NAME.test(name)) {
      problems.push(`SPEECH_ENGINES: "${name}" is not an engine name (letters, digits and _, starting with a letter)`);
      continue;
    }
    const kindValue = (read(envKey(name, "KIND")) ?? "openai").toLowerCase();
    if (!(SPEECH_ENGINE_KINDS as readonly string[]).includes(kindValue)) {
      problems.push(`${envKey(name, "KIND")}: must be ${SPEECH_ENGINE_KINDS.join(" or ")}`);
      continue;
    }
    const kind = kindValue as SpeechEngineKind;
    const url = read(envKey(name, "URL"));
    const key = read(envKey(name, "KEY"));
    if (kind === "openai" && !url)
      problems.push(`${envKey(name, "URL")}: required (the engine's OpenAI-compatible /v1 address)`);
    if (url && !validUrl(url)) problems.push(`${envKey(name, "URL")}: must be a URL (http: or https:)`);
    if (kind === "elevenlabs" && !key) problems.push(`${envKey(name, "KEY")}: required for an ElevenLabs engine`);
    const voices = parseVoices(read(envKey(name, "VOICES")), envKey(name, "VOICES"), problems);
    explicit.set(name, voices);
    const fallback: Record<VoiceId, string> =
      kind === "elevenlabs"
        ? DEFAULT_ELEVENLABS_VOICES
        : (Object.fromEntries(VOICE_IDS.map((v) => [v, v])) as Record<VoiceId, string>);
    const resolved = Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, { ...fallback, ...voices.all, ...voices.perLanguage[language] }]),
    ) as Record<LanguageCode, Record<VoiceId, string>>;
    engines.push({ name, kind, url, key, model: read(envKey(name, "MODEL")), voices: resolved });
  }

  const byLanguage = routeLanguages(read("SPEECH_LANGUAGE_ENGINES"), engines, problems);
  if (byLanguage) checkSlots(byLanguage, explicit, engines, problems);
  return problems.length > before || !byLanguage ? undefined : { engines, byLanguage };
}

/** "de:piper,*:kokoro" → an engine for every language; one engine alone needs no routes. */
function routeLanguages(
  value: string | undefined,
  engines: SpeechEngineSpec[],
  problems: string[],
): Record<LanguageCode, string> | undefined {
  const known = new Set(engines.map((e) => e.name));
  const routes = new Map<string, string>();
  const before = problems.length;
  if (!value) {
    if (engines.length === 1) routes.set("*", engines[0]!.name);
    else if (engines.length > 1) {
      problems.push("SPEECH_LANGUAGE_ENGINES: required with more than one engine, e.g. de:piper,*:kokoro");
      return undefined;
    }
  }
  for (const pair of (value ?? "").split(",").map((p) => p.trim())) {
    if (!pair) continue;
    const [language = "", engine = ""] = pair.split(":").map((part) => part.trim().toLowerCase());
    if (language !== "*" && !(LANGUAGE_CODES as readonly string[]).includes(language)) {
      problems.push(`SPEECH_LANGUAGE_ENGINES: "${language}" is not a language (${LANGUAGE_CODES.join(", ")} or *)`);
    } else if (!known.has(engine)) {
      problems.push(
        `SPEECH_LANGUAGE_ENGINES: "${pair}" names an unknown engine (SPEECH_ENGINES has ${[...known].join(", ") || "none"})`,
      );
    } else routes.set(language, engine);
  }
  const byLanguage: Partial<Record<LanguageCode, string>> = {};
  const missing: string[] = [];
  for (const language of LANGUAGE_CODES) {
    const engine = routes.get(language) ?? routes.get("*");
    if (engine) byLanguage[language] = engine;
    else missing.push(language);
  }
  // A misspelt route is the one problem to fix: the languages it leaves uncovered would only repeat it.
  if (missing.length > 0 && problems.length === before) {
    problems.push(
      `SPEECH_LANGUAGE_ENGINES: no engine for ${missing.join(", ")} (add them, or *:<engine> for the rest)`,
    );
    return undefined;
  }
  return missing.length > 0 ? undefined : (byLanguage as Record<LanguageCode, string>);
}

/**
 * An engine given voice ids of its own must map every slot its languages offer (spec: each language's
 * voices); a slot left to its OpenAI name would reach, say, Kokoro as a voice it does not know.
 */
function checkSlots(
  byLanguage: Record<LanguageCode, string>,
  explicit: Map<string, ReturnType<typeof parseVoices>>,
  engines: SpeechEngineSpec[],
  problems: string[],
) {
  for (const engine of engines) {
    const voices = explicit.get(engine.name);
    if (!voices || engine.kind !== "openai") continue;
    const mapsAny = Object.keys(voices.all).length > 0 || Object.keys(voices.perLanguage).length > 0;
    if (!mapsAny) continue;
    for (const language of LANGUAGE_CODES) {
      if (byLanguage[language] !== engine.name) continue;
      const missing = VOICES_BY_LANGUAGE[language].filter(
        (slot) => voices.perLanguage[language]?.[slot] === undefined && voices.all[slot] === undefined,
      );
      if (missing.length > 0) {
        problems.push(
          `${envKey(engine.name, "VOICES")}: no voice for ${missing.join(", ")} in ${language} (e.g. ${language}.${missing[0]}=<voice id>)`,
        );
      }
    }
  }
}
