import { Pause, Play, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useAudioSettings, setAudioSettings } from "../lib/use-audio-settings";
import { Button } from "./ui/button";
import { Slider } from "./ui/slider";
import { usePageT } from "../i18n/i18n";
import { AUDIO_PANEL } from "../i18n/pages/audio-panel";

function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "0:00";
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  return `${m}:${s.toString().padStart(2, "0")}`;
}

/**
 * Play/pause, seek (0.1 % steps), time and volume (0–1 in 0.1 steps) over a native audio
 * element. Volume, speed and loop start from the audio-settings cookie; a volume change is saved back.
 */
export function AudioPlayer({
  src,
  title,
  testId,
  playButtonId,
}: {
  src: string;
  title: string;
  testId?: string;
  /** An id for the play button, so focus can be moved to it (the generator does, once the audio is made). */
  playButtonId?: string;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const settings = useAudioSettings();
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const volume = settings.volume / 100;
  const t = usePageT(AUDIO_PANEL);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.playbackRate = settings.speed;
    audio.loop = settings.autoLoop;
  }, [volume, settings.speed, settings.autoLoop]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  };

  const percent = duration > 0 ? (current / duration) * 100 : 0;
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3" data-testid={testId}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
      />
      <div className="flex items-center gap-3">
        <Button
          id={playButtonId}
          type="button"
          size="icon"
          variant="secondary"
          onClick={toggle}
          aria-label={t(playing ? "audioPanel.player.pause" : "audioPanel.player.play", { title })}
        >
          {playing ? <Pause /> : <Play />}
        </Button>
        <Slider
          aria-label={t("audioPanel.player.seek", { title })}
          min={0}
          max={100}
          step={0.1}
          value={[percent]}
          onValueChange={([value]) => {
            const audio = audioRef.current;
            if (audio && duration > 0) audio.currentTime = ((value ?? 0) / 100) * duration;
          }}
        />
        <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
          {formatTime(current)} / {formatTime(duration)}
        </span>
      </div>
      <div className="flex items-center gap-2 sm:w-48">
        <Volume2 className="size-4 text-muted-foreground" aria-hidden />
        <Slider
          aria-label={t("audioPanel.player.volume")}
          min={0}
          max={1}
          step={0.1}
          value={[volume]}
          onValueChange={([value]) => setAudioSettings({ volume: Math.round((value ?? 0) * 100) })}
        />
      </div>
    </div>
  );
}
