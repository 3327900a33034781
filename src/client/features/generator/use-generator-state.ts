import { useCallback, useEffect, useMemo, useState } from "react";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../../shared/catalog/language-list";
import { DEFAULT_VOICE, voiceForLanguage, type VoiceId } from "../../../shared/catalog/voice-list";
import { DEFAULT_CREATIVITY } from "../../../shared/generator-limits";
import { STORAGE_KEYS } from "../../../shared/storage-keys";
import { useHydrated } from "../../lib/use-hydrated";
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

/**
 * The generator's form and script, kept in sessionStorage so a reload or a trip to /pricing
 * loses nothing. The prerendered landing page shows the empty form, so hydration renders it
 * too and the saved draft appears right after; later mounts read it straight away.
 */
export function useGeneratorState(signedIn: boolean) {
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? load() : EMPTY), [hydrated]);
  // null until the visitor changes something: until then the draft is whatever was saved.
  const [edited, setEdited] = useState<GeneratorDraft | null>(null);
  const draft = edited ?? saved;

  useEffect(() => {
    if (edited) sessionStorage.setItem(STORAGE_KEYS.generatorDraft, JSON.stringify(edited));
  }, [edited]);

  // Sign-out or a lost session clears the generator (the storage keys go with the auth cleanup).
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (wasSignedIn !== signedIn) {
    setWasSignedIn(signedIn);
    if (!signedIn) setEdited(EMPTY);
  }

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
