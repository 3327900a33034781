import { Loader2, Square, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PRONUNCIATION_MESSAGES } from "../../../../shared/pronunciations/pronunciation-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useAudioSettings } from "../../../lib/use-audio-settings";
import { usePageT } from "../../../i18n/i18n";
import { PRONUNCIATIONS_PAGE } from "../../../i18n/pages/pronunciations";

/** Plays the entry as audios will say it (GET /api/pronunciations/{id}/preview); a second press stops it. */
export function ListenButton({ id, term }: { id: string; term: string }) {
  const t = usePageT(PRONUNCIATIONS_PAGE);
  const [state, setState] = useState<"idle" | "loading" | "playing">("idle");
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const settings = useAudioSettings();

  const stop = () => {
    const audio = audioRef.current;
    audioRef.current = null;
    if (audio) {
      audio.onerror = null;
      audio.pause();
    }
    setState("idle");
  };
  useEffect(() => () => audioRef.current?.pause(), []);

  const play = () => {
    const audio = new Audio(`/api/pronunciations/${id}/preview`);
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
      toast.error(PRONUNCIATION_MESSAGES.previewFailed);
    };
    audio.play().catch(() => {
      if (audioRef.current === audio) stop();
    });
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={
        state === "idle" ? t("pronunciations.listen.listenTo", { term }) : t("pronunciations.listen.stopTerm", { term })
      }
      data-state={state}
      onClick={() => (state === "idle" ? play() : stop())}
    >
      {state === "loading" ? (
        <Loader2 className="animate-spin" aria-hidden />
      ) : state === "playing" ? (
        <Square aria-hidden />
      ) : (
        <Volume2 aria-hidden />
      )}
      {state === "idle"
        ? t("pronunciations.listen.listen")
        : state === "loading"
          ? t("pronunciations.listen.loading")
          : t("pronunciations.listen.stop")}
    </Button>
  );
}
