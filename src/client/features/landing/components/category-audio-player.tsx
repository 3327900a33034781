import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { useAudioSettings } from "../../../lib/use-audio-settings";
import { useT } from "../../../i18n/i18n";

/** Only one example plays at a time: starting a card pauses the one before. */
let playingNow: HTMLAudioElement | null = null;

function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "0:00";
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The compact 'Listen now' player of a Solutions card: a native <audio> (so the browser
 * streams it with range requests) behind a play/pause button and a seek slider, both
 * reachable by keyboard. Volume and speed come from the audio-settings cookie.
 */
export function CategoryAudioPlayer({ src, title }: { src: string; title: string }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const { volume, speed } = useAudioSettings();
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const t = useT();

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume / 100;
    // A new source resets playbackRate to defaultPlaybackRate, so set both.
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
  }, [volume, speed, src]);

  useEffect(
    () => () => {
      if (playingNow === audioRef.current) playingNow = null;
    },
    [],
  );

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      if (playingNow && playingNow !== audio) playingNow.pause();
      playingNow = audio;
      audio.play().catch(() => setPlaying(false));
    } else {
      audio.pause();
    }
  };

  // Some streams report Infinity until fully loaded; seeking waits for a real duration.
  const seekable = Number.isFinite(duration) && duration > 0;
  const percent = seekable ? (position / duration) * 100 : 0;
  return (
    <div className="mt-4 rounded-lg border bg-muted/50 p-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-primary">
        {t("landing.player.listenNow")}
      </p>
      <div className="flex items-center gap-3">
        <Button
          size="icon"
          className="size-9 shrink-0 rounded-full"
          onClick={toggle}
          aria-label={t(playing ? "landing.player.pause" : "landing.player.play", { title })}
        >
          {playing ? <Pause /> : <Play />}
        </Button>
        <input
          type="range"
          min={0}
          max={100}
          step={0.1}
          value={percent}
          disabled={!seekable}
          aria-label={t("landing.player.seek", { title })}
          aria-valuetext={t("landing.player.position", {
            position: formatTime(position),
            duration: formatTime(duration),
          })}
          onChange={(event) => {
            const audio = audioRef.current;
            if (!audio || !seekable) return;
            audio.currentTime = (Number(event.target.value) / 100) * duration;
            setPosition(audio.currentTime);
          }}
          className="h-1.5 min-w-0 flex-1 cursor-pointer accent-primary disabled:cursor-default"
        />
        <span className="w-20 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
          {formatTime(position)} / {formatTime(duration)}
        </span>
      </div>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        data-testid="category-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
        }}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
      />
    </div>
  );
}
