import fc from "fast-check";
import type { z } from "zod";
import { LANGUAGE_CODES } from "../../shared/catalog/languages";
import { VOICE_IDS } from "../../shared/catalog/voices";
import { containsNul } from "../../server/http/reject-nul";
import { hostileBody, hostilePathSegment, type HostileBody } from "./hostile-arbitraries";

/** Who sends the request: the signed-in seller, the admin, or nobody (hostile headers may still add a cookie). */
export type Actor = "seller" | "admin" | "none";

export type HostileEndpoint = {
  /** e.g. "POST /api/scripts"; the test's name. */
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: fc.Arbitrary<string>;
  query?: fc.Arbitrary<string>;
  body?: fc.Arbitrary<HostileBody>;
  actor: Actor;
  /** True when no generated request is legitimate: the answer must be a 4xx. */
  mustRefuse: boolean;
  /** Which app answers: the default one (test checkout) or the one configured with Stripe. */
  app?: "default" | "stripe";
};

/** Real ids of the seeded seller, so some hostile requests aim at things that exist. */
export type HostileContext = { draftId: string; draftLanguage: "fr"; audioId: string; checkoutId: string };

/**
 * Keeps only values the server must refuse, judged after a trip through JSON as the server sees
 * them: those the schema refuses, and those carrying U+0000, which PostgreSQL text cannot store.
 */
export function refusedBy(schema: z.ZodType) {
  return (value: unknown) => {
    const json = JSON.stringify(value);
    if (json === undefined) return true;
    const parsed: unknown = JSON.parse(json);
    return containsNul(parsed) || !schema.safeParse(parsed).success;
  };
}

export const fixed = (path: string) => fc.constant(path);
/** Segments that the URL parser folds into the parent (".", "..", "%2e%2e") would leave /api altogether. */
export const unknownSegment = hostilePathSegment.filter((s) => !/^(\.|%2e){1,2}$/i.test(s) && s !== "");

/** Hostile bodies of an endpoint's shape, keeping the JSON ones only when `keep` says they are not legitimate. */
export function hostileBodyWhere(
  shape: fc.Arbitrary<unknown>,
  keep: (value: unknown) => boolean,
): fc.Arbitrary<HostileBody> {
  return hostileBody(shape).filter((b) => typeof b.body !== "string" || !isJson(b.body) || keep(JSON.parse(b.body)));
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** True when the query names a language and a voice that make a real preview (not hostile: it would render one). */
export function offersAPreview(query: string): boolean {
  const params = new URLSearchParams(query);
  return (
    params.getAll("language").some((l) => (LANGUAGE_CODES as readonly string[]).includes(l.trim())) &&
    params.getAll("voice").some((v) => (VOICE_IDS as readonly string[]).includes(v.trim()))
  );
}

/** Magic numbers of the accepted formats: such bytes are an upload, not an attack on the parser. */
export function looksLikeAudio(body: string | Uint8Array | undefined): boolean {
  if (!(body instanceof Uint8Array)) return false;
  const ascii = Buffer.from(body.subarray(0, 12)).toString("latin1");
  const frameSync = body[0] === 0xff && ((body[1] ?? 0) & 0xe0) === 0xe0;
  return frameSync || /^(ID3|RIFF|fLaC|OggS)/.test(ascii) || ascii.slice(4, 8) === "ftyp";
}
