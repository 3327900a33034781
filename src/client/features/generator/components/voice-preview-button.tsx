import { Loader2, Square, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { LanguageCode } from "../../../../shared/catalog/language-list";
import type { VoiceId } from "../../../../shared/catalog/voice-list";
import { MESSAGES } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useAudioSettings } from "../../../lib/use-audio-settings";
import { usePageT } from "../../../i18n/i18n";
import { AUDIO_PANEL } from "../../../i18n/pages/audio-panel";

/**
 * Plays the fixed promotional sentence in the chosen language and voice. While it loads or
 * plays the button shows 'Playing...' (spec) and a press stops it (issue 14, item 11); a new
 * language or voice stops it too.
 */
export function VoicePreviewButton({ language, voice }: { language: LanguageCode; voice: VoiceId }) {
  const [state, setState] = useState<"idle" | "loading" | "playing">("idle");
  const t = usePageT(AUDIO_PANEL);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const settings = useAudioSettings();

  const stop = () => {
    const audio = audioRef.current;
    audioRef.current = null;
    if (audio) {
      audio.onerror = null;
      audio.pause();
      audio.removeAttribute("src");
    }
    setState("idle");
  };

  // The preview is of one voice: another language or voice (or leaving the page) ends it.
  useEffect(
    () => () => {
      const audio = audioRef.current;
      audioRef.current = null;
      if (!audio) return;
      audio.onerror = null;
      audio.pause();
      setState("idle");
    },
    [language, voice],
  );

  const play = () => {
    audioRef.current?.pause();
    const audio = new Audio(`/api/voices/preview?language=${language}&voice=${voice}`);
    audio.volume = settings.volume / 100;
    audioRef.current = audio;
    setState("loading");
    audio.onplaying = () => setState("playing");
    audio.onended = () => {
      audioRef.current = null;
      setState("idle");
    };
    audio.onerror = () => {
      audioRef.current = null;
      setState("idle");
      toast.error(MESSAGES.voicePreview.failed);
    };
    audio.play().catch((error: unknown) => {
      // A stop before playback began rejects play() with an AbortError: not a failure.
      if (audioRef.current !== audio || (error instanceof DOMException && error.name === "AbortError")) return;
      audioRef.current = null;
      setState("idle");
      toast.error(MESSAGES.voicePreview.failed);
    });
  };

  const active = state !== "idle";
  return (
    <Button
      type="button"
      variant="outline"
      onClick={active ? stop : play}
      aria-label={active ? t("audioPanel.preview.stopLabel") : t("audioPanel.preview.label", { voice })}
      title={active ? t("audioPanel.preview.stop") : undefined}
    >
      {state === "loading" ? (
        <Loader2 className="animate-spin" aria-hidden />
      ) : state === "playing" ? (
        <Square aria-hidden />
      ) : (
        <Volume2 aria-hidden />
      )}
      {active ? t("audioPanel.preview.playing") : t("audioPanel.preview.preview")}
    </Button>
  );
}
