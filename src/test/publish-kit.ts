import { expect } from "vitest";
import type { PublishInfo } from "../shared/publish/publish-schemas";
import type { AudioView } from "../shared/audios/audio-schemas";
import type { TestClient } from "./auth-client";

let keyCounter = 0;

/** A script from details, then its audio (one credit): what a seller has before publishing. */
export async function generateAudio(client: TestClient, details: string): Promise<AudioView> {
  const script = await client.request("/api/scripts", { json: { specifications: details, language: "en" } });
  expect(script.status).toBe(200);
  const { script: text, draftId } = (await script.json()) as { script: string; draftId: string };
  const res = await client.request("/api/audios", {
    json: { draftId, text, voice: "nova", idempotencyKey: `publish-kit-${Date.now()}-${(keyCounter += 1)}` },
  });
  const body = (await res.json()) as { audio?: AudioView; error?: string };
  expect(res.status, body.error).toBe(200);
  return body.audio!;
}

export async function publish(client: TestClient, audioId: string): Promise<PublishInfo> {
  const res = await client.request(`/api/audios/${audioId}/publish`, { method: "POST" });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PublishInfo;
}

export async function libraryItem(client: TestClient, audioId: string): Promise<AudioView> {
  const { audios } = (await (await client.request("/api/audios")).json()) as { audios: AudioView[] };
  const item = audios.find((audio) => audio.id === audioId);
  expect(item).toBeDefined();
  return item!;
}

/** A browser's user agent: listeners are counted, HTTP libraries and bots are not. */
export const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** The path of a public URL (app.request() takes paths). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
