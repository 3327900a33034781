import { fillIn, playerTexts } from "./player-texts";
import { LOGO_BOX } from "../../../shared/logos/logos";
import { PLAY_BEACON_PREFIX, type PlayerData } from "../../../shared/publish/publish";
import type { CaptionCue } from "../../db/schema/index";
import { escapeHtml, jsonForScript } from "./html-text";

export type PlayerSource = {
  publicId: string;
  title: string;
  audioPath: string;
  durationMs: number;
  cues: readonly CaptionCue[];
  language: string;
  /** The embed shows the title, a link to the share page and a transcript pane; the share page has its own. */
  variant: "embed" | "share";
  shareUrl: string;
  /** The seller's logo (decision 123), in a box of fixed size so nothing moves when it loads. */
  logo?: PlayerLogo | null | undefined;
};

export type PlayerLogo = { url: string; alt: string };

const ICON_PLAY = '<svg class="stp-i-play" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>';
const ICON_PAUSE =
  '<svg class="stp-i-pause" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 5h4v14H7zM13 5h4v14h-4z"/></svg>';
const ICON_LIST =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h16v2H4zM4 11h16v2H4zM4 16h10v2H4z"/></svg>';

/** m:ss (or h:mm:ss). */
export function clockTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** The data block the player script reads: everything it needs before play, without a request. */
export function playerDataBlock(source: Pick<PlayerSource, "publicId" | "durationMs" | "cues">): string {
  const data: PlayerData = {
    duration: source.durationMs / 1000,
    cues: source.cues.map((cue) => ({ start: cue.start, end: cue.end, text: cue.text })),
    beacon: `${PLAY_BEACON_PREFIX}${source.publicId}`,
  };
  return `<script type="application/json" id="stp-data">${jsonForScript(data)}</script>`;
}

/**
 * The player, rendered on the server at its final size: the script only wires it up, so nothing
 * moves when it runs. Without JavaScript the browser's own controls show instead (`noscript`
 * style in the page head), and the transcript is plain text.
 * `preload="none"`: nothing of the audio loads before the listener presses play.
 */
export function playerMarkup(source: PlayerSource): string {
  // The embed, on a shop's page, and the share page (decision 137) speak the audio's language.
  const say = playerTexts(source.language);
  const seconds = source.durationMs / 1000;
  const total = clockTime(seconds);
  const title = escapeHtml(source.title);
  const embed = source.variant === "embed";
  const first = source.cues[0]?.text ?? "";
  const transcript = embed
    ? `<ol class="stp-transcript" id="stp-transcript" lang="${escapeHtml(source.language)}" tabindex="0" aria-label="${escapeHtml(say.transcript)}" hidden>${source.cues
        .map((cue, i) => `<li data-cue="${i}">${escapeHtml(cue.text)}</li>`)
        .join("")}</ol>`
    : "";
  const transcriptButton = embed
    ? `<button type="button" class="stp-btn" data-transcript aria-expanded="false" aria-controls="stp-transcript" aria-label="${escapeHtml(say.transcript)}">${ICON_LIST}</button>`
    : "";
  const heading = embed
    ? `<div class="stp-meta"><p class="stp-title" lang="${escapeHtml(source.language)}">${title}</p><p class="stp-ai">${escapeHtml(say.aiVoice)} · <a href="${escapeHtml(source.shareUrl)}" target="_blank" rel="noopener">ShelfTalk<span class="stp-sr"> ${escapeHtml(say.opensSharePage)}</span></a></p></div>`
    : `<div class="stp-meta"><p class="stp-ai">${escapeHtml(say.aiVoice)}</p></div>`;
  const logo = source.logo
    ? `<img class="stp-logo" src="${escapeHtml(source.logo.url)}" alt="${escapeHtml(source.logo.alt)}" width="${LOGO_BOX.width}" height="${LOGO_BOX.height}" decoding="async">`
    : "";
  // The words the script changes as it plays, in the audio's language (player-texts.ts).
  const labels = [
    ["play", say.play],
    ["pause", say.pause],
    ["of", say.of],
    ["speed", say.speed],
    ["unavailable", say.unavailable],
  ]
    .map(([name, text]) => ` data-label-${name}="${escapeHtml(text ?? "")}"`)
    .join("");
  return `<div class="stp" data-player${labels}>
<audio class="stp-native" controls preload="none" src="${escapeHtml(source.audioPath)}"></audio>
<div class="stp-ui">
<div class="stp-top"><button type="button" class="stp-play" data-play aria-label="${escapeHtml(say.play)}">${ICON_PLAY}${ICON_PAUSE}</button>${heading}${logo}</div>
<div class="stp-bar"><span class="stp-time" data-current>0:00</span><input class="stp-seek" data-seek type="range" min="0" max="${seconds.toFixed(1)}" step="0.1" value="0" aria-label="${escapeHtml(say.seek)}" aria-valuetext="${escapeHtml(fillIn(say.of, { time: "0:00", total }))}"><span class="stp-time" data-total>${total}</span><button type="button" class="stp-btn stp-speed" data-speed aria-label="${escapeHtml(fillIn(say.speed, { rate: "1×" }))}">1×</button><button type="button" class="stp-btn" data-cc aria-pressed="true" aria-label="${escapeHtml(say.captions)}">CC</button>${transcriptButton}</div>
<div class="stp-text"><p class="stp-caption" data-caption lang="${escapeHtml(source.language)}">${escapeHtml(first)}</p>${transcript}</div>
</div>
</div>`;
}

/** In every player page's head: without JavaScript, the browser's controls instead of ours. */
export const NO_SCRIPT_STYLE = "<noscript><style>.stp-ui{display:none}.stp-native{display:block}</style></noscript>";
