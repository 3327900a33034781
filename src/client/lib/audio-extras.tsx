import { createContext, useContext, type ReactNode } from "react";

/**
 * What a page adds under a freshly generated audio (the publishing panel). Features do not import
 * each other, so the page that composes the generator hands it this slot instead.
 */
export type RenderAudioExtras = (audio: { id: string }) => ReactNode;

const AudioExtrasContext = createContext<RenderAudioExtras | null>(null);

export const AudioExtrasProvider = AudioExtrasContext.Provider;

export function useAudioExtras(): RenderAudioExtras | null {
  return useContext(AudioExtrasContext);
}
