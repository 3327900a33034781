import { randomBytes } from "node:crypto";

/**
 * A published audio's public id: 18 random bytes (144 bits) in base64url, 24 characters.
 * It is drawn afresh, never derived from the audio's own id, so a share link tells nothing
 * about the private one and cannot be guessed from it.
 */
const PUBLIC_ID_BYTES = 18;
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export function newPublicId(): string {
  return randomBytes(PUBLIC_ID_BYTES).toString("base64url");
}

export function isPublicIdShape(value: string): boolean {
  return PUBLIC_ID_PATTERN.test(value);
}
