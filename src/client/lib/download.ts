import { audioFileName } from "../../shared/audios/audio-file-name";
import { MESSAGES } from "../../shared/messages";
import { toast } from "./toast";

/** Fetches a same-origin file and saves it under `filename` (works for owner-only URLs: cookies are sent). */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`download failed with ${res.status}`);
  const blob = await res.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** Downloads a seller's audio with the spec's toasts ('Audio download started' / 'Failed to download audio'). */
export async function downloadAudio(url: string, title: string, format: "mp3" | "wav" = "mp3"): Promise<void> {
  try {
    await downloadFile(format === "wav" ? `${url}&format=wav` : url, audioFileName(title, format));
    toast.success(MESSAGES.library.downloadStarted);
  } catch {
    toast.error(MESSAGES.library.downloadFailed);
  }
}
