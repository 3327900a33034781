import { PLAYBACK_SPEEDS, type PlayEvent, type PlayerData } from "../shared/publish/publish";
import "./player.css";

/**
 * The published audio's player (issue 15), on the share page and in the embed frame. Plain DOM,
 * no framework: the server renders every control at its final size (player-markup.ts) and this
 * script only wires them up. It loads nothing: the audio starts loading when the listener
 * presses play, and the only request it makes itself is the play beacon (no cookies, no storage).
 */

const PROGRESS_MARKS: readonly PlayEvent[] = ["25", "50", "75"];
const SEEK_STEP_SECONDS = 5;

function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds || 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

function start(): void {
  const root = document.querySelector<HTMLElement>("[data-player]");
  const dataBlock = document.getElementById("stp-data");
  const audio = root?.querySelector("audio");
  if (!root || !dataBlock || !audio) return;
  const data = JSON.parse(dataBlock.textContent || "{}") as PlayerData;
  const find = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const play = find<HTMLButtonElement>("[data-play]");
  const seek = find<HTMLInputElement>("[data-seek]");
  const current = find("[data-current]");
  const total = find("[data-total]");
  const speed = find<HTMLButtonElement>("[data-speed]");
  const cc = find<HTMLButtonElement>("[data-cc]");
  const transcriptButton = find<HTMLButtonElement>("[data-transcript]");
  const caption = find("[data-caption]");
  const transcript = find("#stp-transcript");
  // The cue's lines: in the embed's transcript pane, or the share page's transcript.
  const lines = Array.from(document.querySelectorAll<HTMLElement>("[data-cue]"));
  const cues = data.cues || [];
  let duration = data.duration || 0;
  let active = -1;
  let speedIndex = 0;
  let captionsOn = true;
  const sent = new Set<PlayEvent>();
  // The player's words in the audio's language, written by the server (player-texts.ts).
  const label = root.dataset;
  const fill = (template: string | undefined, values: Record<string, string>, fallback: string) =>
    (template ?? fallback).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

  audio.controls = false;

  const send = (event: PlayEvent) => {
    if (sent.has(event) || (event !== "play" && !sent.has("play"))) return;
    sent.add(event);
    // A text body: a simple request, so no preflight; the browser keeps it going if the page closes.
    if (navigator.sendBeacon) navigator.sendBeacon(data.beacon, event);
  };

  const showCue = (index: number) => {
    if (index === active) return;
    lines[active]?.classList.remove("stp-on");
    lines[active]?.removeAttribute("aria-current");
    active = index;
    const line = lines[index];
    if (line) {
      line.classList.add("stp-on");
      line.setAttribute("aria-current", "true");
      // Scroll the transcript pane itself (scrollIntoView could scroll the shop page around the frame).
      if (transcript && !transcript.hidden && line.parentElement === transcript) {
        transcript.scrollTop = line.offsetTop - transcript.offsetTop - transcript.clientHeight / 3;
      }
    }
    if (caption) {
      caption.textContent = cues[index]?.text ?? "";
      caption.classList.remove("stp-idle");
    }
  };

  const update = () => {
    const time = audio.currentTime;
    if (audio.duration && Number.isFinite(audio.duration)) duration = audio.duration;
    if (seek) {
      seek.max = duration.toFixed(1);
      seek.value = time.toFixed(1);
      seek.setAttribute(
        "aria-valuetext",
        fill(label.labelOf, { time: clock(time), total: clock(duration) }, "{time} of {total}"),
      );
    }
    if (current) current.textContent = clock(time);
    if (total) total.textContent = clock(duration);
    const index = cues.findIndex((cue) => time >= cue.start && time < cue.end);
    if (index >= 0) showCue(index);
    if (duration > 0 && !audio.paused) {
      for (const mark of PROGRESS_MARKS) if ((time / duration) * 100 >= Number(mark)) send(mark);
    }
  };

  const setState = (playing: boolean) => {
    root.dataset.state = playing ? "playing" : "paused";
    play?.setAttribute("aria-label", playing ? (label.labelPause ?? "Pause") : (label.labelPlay ?? "Play"));
  };

  const seekTo = (time: number) => {
    audio.currentTime = Math.min(Math.max(0, time), duration || 0);
    update();
  };

  play?.addEventListener("click", () => {
    if (audio.paused) void audio.play().catch(() => setState(false));
    else audio.pause();
  });
  audio.addEventListener("play", () => {
    setState(true);
    send("play");
  });
  audio.addEventListener("pause", () => setState(false));
  audio.addEventListener("ended", () => {
    setState(false);
    send("100");
  });
  audio.addEventListener("error", () => {
    setState(false);
    if (caption) caption.textContent = label.labelUnavailable ?? "This audio is not available right now.";
  });
  for (const event of ["timeupdate", "durationchange", "seeked"]) audio.addEventListener(event, update);

  seek?.addEventListener("input", () => seekTo(Number(seek.value)));
  // Arrow keys move 5 s (the range's own step is a tenth of a second), Page keys a tenth of the audio.
  seek?.addEventListener("keydown", (event) => {
    const moves: Record<string, number> = {
      ArrowRight: SEEK_STEP_SECONDS,
      ArrowUp: SEEK_STEP_SECONDS,
      ArrowLeft: -SEEK_STEP_SECONDS,
      ArrowDown: -SEEK_STEP_SECONDS,
      PageUp: duration / 10,
      PageDown: -duration / 10,
    };
    if (event.key === "Home") seekTo(0);
    else if (event.key === "End") seekTo(duration);
    else if (event.key in moves) seekTo(audio.currentTime + (moves[event.key] ?? 0));
    else return;
    event.preventDefault();
  });

  speed?.addEventListener("click", () => {
    speedIndex = (speedIndex + 1) % PLAYBACK_SPEEDS.length;
    const rate = PLAYBACK_SPEEDS[speedIndex] ?? 1;
    audio.playbackRate = rate;
    speed.textContent = `${rate}×`;
    speed.setAttribute("aria-label", fill(label.labelSpeed, { rate: `${rate}×` }, "Playback speed: {rate}"));
  });

  const showPane = () => {
    const open = transcriptButton?.getAttribute("aria-expanded") === "true";
    if (transcript) transcript.hidden = !open;
    if (caption) caption.hidden = open || !captionsOn;
  };
  cc?.addEventListener("click", () => {
    captionsOn = !captionsOn;
    cc.setAttribute("aria-pressed", String(captionsOn));
    showPane();
  });
  transcriptButton?.addEventListener("click", () => {
    const open = transcriptButton.getAttribute("aria-expanded") !== "true";
    transcriptButton.setAttribute("aria-expanded", String(open));
    showPane();
    if (open) {
      const line = lines[active];
      if (line) line.classList.add("stp-on");
    }
  });

  caption?.classList.add("stp-idle");
  setState(false);
}

start();
