import { Loader2, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../../lib/toast";
import type { LanguageCode } from "../../../../shared/catalog/language-list";
import type { VoiceId } from "../../../../shared/catalog/voice-list";
import { MESSAGES } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { useAudioSettings } from "../../../lib/use-audio-settings";

/** Plays the fixed promotional sentence in the chosen language and voice ('Playing...' while it plays). */
export function VoicePreviewButton({ language, voice }: { language: LanguageCode; voice: VoiceId }) {
  const [state, setState] = useState<"idle" | "loading" | "playing">("idle");
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const settings = useAudioSettings();

  useEffect(() => () => audioRef.current?.pause(), []);

  const play = () => {
    audioRef.current?.pause();
    const audio = new Audio(`/api/voices/preview?language=${language}&voice=${voice}`);
    audio.volume = settings.volume / 100;
    audioRef.current = audio;
    setState("loading");
    audio.onplaying = () => setState("playing");
    audio.onended = () => setState("idle");
    audio.onerror = () => {
      setState("idle");
      toast.error(MESSAGES.voicePreview.failed);
    };
    audio.play().catch(() => {
      setState("idle");
      toast.error(MESSAGES.voicePreview.failed);
    });
  };

  return (
    <Button
      type="button"
      variant="outline"
      onClick={play}
      disabled={state !== "idle"}
      aria-label={state === "playing" ? "Playing..." : `Preview the ${voice} voice`}
    >
      {state === "loading" ? <Loader2 className="animate-spin" aria-hidden /> : <Volume2 aria-hidden />}
      {state === "playing" ? "Playing..." : "Preview"}
    </Button>
  );
}
