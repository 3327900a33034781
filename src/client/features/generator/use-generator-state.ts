import { useCallback, useEffect, useState } from "react";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../../shared/catalog/languages";
import { DEFAULT_VOICE, voiceForLanguage, type VoiceId } from "../../../shared/catalog/voices";
import { DEFAULT_CREATIVITY } from "../../../shared/creativity";
import { STORAGE_KEYS } from "../../../shared/storage-keys";
import { readLanguageLock } from "./generator-storage";

export type GeneratedAudio = { id: string; title: string; url: string; downloadUrl: string };

export type GeneratorDraft = {
  productLink: string;
  details: string;
  language: LanguageCode;
  voice: VoiceId;
  creativity: number;
  script: string;
  draftId: string | null;
  audio: GeneratedAudio | null;
};

const EMPTY: GeneratorDraft = {
  productLink: "",
  details: "",
  language: DEFAULT_LANGUAGE,
  voice: DEFAULT_VOICE,
  creativity: DEFAULT_CREATIVITY,
  script: "",
  draftId: null,
  audio: null,
};

function load(): GeneratorDraft {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEYS.generatorDraft);
    const draft = saved ? { ...EMPTY, ...(JSON.parse(saved) as Partial<GeneratorDraft>) } : EMPTY;
    // A reload keeps the locked language even if the draft was lost.
    const lock = readLanguageLock();
    return lock && draft.script ? { ...draft, language: lock } : draft;
  } catch {
    return EMPTY;
  }
}

/** The generator's form and script, kept in sessionStorage so a reload or a trip to /pricing loses nothing. */
export function useGeneratorState(signedIn: boolean) {
  const [draft, setDraft] = useState<GeneratorDraft>(load);

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEYS.generatorDraft, JSON.stringify(draft));
  }, [draft]);

  // Sign-out or a lost session clears the generator (the storage keys go with the auth cleanup).
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (wasSignedIn !== signedIn) {
    setWasSignedIn(signedIn);
    if (!signedIn) setDraft(EMPTY);
  }

  const update = useCallback((patch: Partial<GeneratorDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const setLanguage = useCallback(
    (language: LanguageCode) => setDraft((d) => ({ ...d, language, voice: voiceForLanguage(language, d.voice) })),
    [],
  );
  return { draft, update, setLanguage };
}
