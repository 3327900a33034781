import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./e2e-env";

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The first http(s) link in the plain-text part of a raw RFC 822 message. */
export function linkInMessage(raw: string): string {
  const decoded = decodeQuotedPrintable(raw);
  const match = /https?:\/\/[^\s"<>]+/.exec(decoded);
  if (!match) throw new Error("no link in message");
  return match[0];
}

/** Waits for a new .eml in the e2e outbox addressed to `to` and returns its raw text. */
export async function waitForOutboxMessage(
  to: string,
  subject: RegExp,
  after = 0,
  dir = path.join(E2E_DATA_DIR, "outbox"),
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
    } catch {
      // the folder appears with the first message
    }
    const candidates = files
      .map((f) => path.join(dir, f))
      .filter((f) => statSync(f).mtimeMs >= after)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of candidates) {
      const raw = readFileSync(file, "utf8");
      if (raw.includes(`To: ${to}`) && subject.test(decodeQuotedPrintable(raw))) return raw;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email to ${to} matching ${String(subject)}`);
}
