import { useCallback, useEffect, useMemo, useState } from "react";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "../../../shared/catalog/language-list";
import { DEFAULT_VOICE, VOICE_IDS, voiceForLanguage, type VoiceId } from "../../../shared/catalog/voice-list";
import { DEFAULT_CREATIVITY } from "../../../shared/generator/generator-limits";
import { DEFAULT_SPEED } from "../../../shared/generator/pacing";
import {
  DEFAULT_SCRIPT_LENGTH,
  DEFAULT_SCRIPT_TONE,
  isScriptLength,
  isScriptTone,
  type ScriptLength,
  type ScriptTone,
} from "../../../shared/generator/script-style";
import { STORAGE_KEYS } from "../../../shared/audios/storage-keys";
import { clearPendingDraft, peekPendingDraft, stashPendingDraft, type PendingDraft } from "../../lib/pending-draft";
import { useHydrated } from "../../lib/use-hydrated";
import { readLanguageLock } from "./generator-storage";

/** The audio on screen, with the script and voice it was made from (a later edit can be voiced again). */
export type GeneratedAudio = {
  id: string;
  title: string;
  /** The name shoppers see (decision 092), the download's file name; absent on an audio kept from before it. */
  publicTitle?: string;
  url: string;
  downloadUrl: string;
  script: string;
  voice: VoiceId;
};

export type GeneratorDraft = {
  productLink: string;
  details: string;
  language: LanguageCode;
  voice: VoiceId;
  /** Speaking speed, 0.8–1.25 (issue 18). */
  speed: number;
  creativity: number;
  length: ScriptLength;
  tone: ScriptTone;
  script: string;
  /** The script's draft on the server; spent once `audio` is set, and then the source of a re-voice. */
  draftId: string | null;
  audio: GeneratedAudio | null;
};

const EMPTY: GeneratorDraft = {
  productLink: "",
  details: "",
  language: DEFAULT_LANGUAGE,
  voice: DEFAULT_VOICE,
  speed: DEFAULT_SPEED,
  creativity: DEFAULT_CREATIVITY,
  length: DEFAULT_SCRIPT_LENGTH,
  tone: DEFAULT_SCRIPT_TONE,
  script: "",
  draftId: null,
  audio: null,
};

/** True while the script on screen has not been turned into audio: the only time the language lock applies. */
export function hasUnspentScript(draft: GeneratorDraft): boolean {
  return Boolean(draft.script && draft.draftId && !draft.audio);
}

function load(): GeneratorDraft {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEYS.generatorDraft);
    const draft = saved ? { ...EMPTY, ...(JSON.parse(saved) as Partial<GeneratorDraft>) } : EMPTY;
    // A reload keeps the locked language even if the draft was lost.
    const lock = readLanguageLock();
    return lock && hasUnspentScript(draft) ? { ...draft, language: lock } : draft;
  } catch {
    return EMPTY;
  }
}

/** The form fields a signed-out visitor typed, as they travel through sign-up (lib/pending-draft.ts). */
function formFields(draft: GeneratorDraft): PendingDraft {
  const { productLink, details, language, voice, creativity, length, tone } = draft;
  return { productLink, details, language, voice, creativity, length, tone };
}

function fromPending(pending: PendingDraft, current: GeneratorDraft): GeneratorDraft {
  const language = isLanguageCode(pending.language) ? pending.language : current.language;
  const voice = VOICE_IDS.find((id) => id === pending.voice) ?? current.voice;
  const creativity = typeof pending.creativity === "number" ? pending.creativity : current.creativity;
  return {
    ...current,
    productLink: typeof pending.productLink === "string" ? pending.productLink : "",
    details: typeof pending.details === "string" ? pending.details : "",
    language,
    voice: voiceForLanguage(language, voice),
    creativity: Math.min(1, Math.max(0, creativity)),
    length: isScriptLength(pending.length) ? pending.length : current.length,
    tone: isScriptTone(pending.tone) ? pending.tone : current.tone,
  };
}

/**
 * The generator's form and script, kept in sessionStorage so a reload or a trip to /pricing
 * loses nothing. The prerendered landing page shows the empty form, so hydration renders it
 * too and the saved draft appears right after; later mounts read it straight away. What a
 * signed-out visitor types is also kept for the sign-up round trip (lib/pending-draft.ts).
 */
export function useGeneratorState({ signedIn, signedOut }: { signedIn: boolean; signedOut: boolean }) {
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? load() : EMPTY), [hydrated]);
  // null until the visitor changes something: until then the draft is whatever was saved.
  const [edited, setEdited] = useState<GeneratorDraft | null>(null);
  const draft = edited ?? saved;

  useEffect(() => {
    if (!edited) return;
    sessionStorage.setItem(STORAGE_KEYS.generatorDraft, JSON.stringify(edited));
    if (signedOut) stashPendingDraft(formFields(edited));
  }, [edited, signedOut]);

  // Sign-out or a lost session clears the generator (the storage keys go with the auth cleanup).
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (wasSignedIn !== signedIn) {
    setWasSignedIn(signedIn);
    if (!signedIn) setEdited(EMPTY);
  }

  // Signed in: what was typed before signing up or in fills the form, unless the form has its own.
  // Read while rendering (like the saved draft), once per sign-in; removed from storage in an effect.
  const [pendingRead, setPendingRead] = useState(false);
  if (hydrated && signedIn && !pendingRead) {
    setPendingRead(true);
    const pending = peekPendingDraft();
    if (pending && !draft.productLink && !draft.details && !draft.script) setEdited(fromPending(pending, draft));
  }
  if (!signedIn && pendingRead) setPendingRead(false);
  useEffect(() => {
    if (pendingRead) clearPendingDraft();
  }, [pendingRead]);

  const update = useCallback(
    (patch: Partial<GeneratorDraft>) => setEdited((d) => ({ ...(d ?? saved), ...patch })),
    [saved],
  );
  const setLanguage = useCallback(
    (language: LanguageCode) =>
      setEdited((d) => {
        const current = d ?? saved;
        return { ...current, language, voice: voiceForLanguage(language, current.voice) };
      }),
    [saved],
  );
  return { draft, update, setLanguage };
}
