import type { PublishInfo } from "../../src/shared/publish/publish-schemas";
import { signedInCookie, type BenchServer } from "./bench-server";

/**
 * A real published audio on a running server: a seller signs up, writes a script from product
 * details, spends the free credit on its audio (the embedded speech engine) and publishes it.
 */
export async function publishedAudio(server: BenchServer, details: string): Promise<PublishInfo> {
  const email = `publisher-${Date.now()}@example.com`;
  const cookie = await signedInCookie(server, email, "correct-horse-battery-staple");
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { cookie, origin: server.url, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { script, draftId } = await call<{ script: string; draftId: string }>("/api/scripts", {
    specifications: details,
    language: "en",
  });
  const { audio } = await call<{ audio: { id: string } }>("/api/audios", {
    draftId,
    text: script,
    voice: "nova",
    idempotencyKey: `bench-${Date.now()}`,
  });
  return call<PublishInfo>(`/api/audios/${audio.id}/publish`);
}
