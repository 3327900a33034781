/**
 * What a signed-out visitor typed into the generator, kept in localStorage so it survives the
 * sign-up round trip: the confirmation link opens in a new tab, where the tab's own
 * sessionStorage is empty (issue 14, item 11). Taken back once the seller is signed in;
 * dropped after a day (the confirmation link's lifetime). Shared by the generator, which
 * writes and takes it, and the auth screens, which only ask whether one is waiting.
 */
const KEY = "shelftalk.pendingDraft";
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type PendingDraft = Record<string, unknown> & { productLink?: string; details?: string };

export function stashPendingDraft(draft: PendingDraft): void {
  try {
    if (!draft.productLink?.trim() && !draft.details?.trim()) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), draft }));
  } catch {
    // Storage full or blocked: the draft simply does not travel.
  }
}

function read(): PendingDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const { savedAt, draft } = JSON.parse(raw) as { savedAt?: number; draft?: PendingDraft };
    if (typeof savedAt !== "number" || Date.now() - savedAt > MAX_AGE_MS || !draft) {
      localStorage.removeItem(KEY);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function hasPendingDraft(): boolean {
  return read() !== null;
}

/** The waiting draft, left in storage (clearPendingDraft removes it once taken). */
export function peekPendingDraft(): PendingDraft | null {
  return read();
}

export function clearPendingDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
