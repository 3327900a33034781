import type { Candidate } from "../candidate";
import type { PageContext } from "../page-context";

/** Dedicated extraction for a known shop platform, tried before the generic sources. */
export type PlatformRule = {
  name: string;
  matches: (ctx: PageContext) => boolean;
  extract: (ctx: PageContext) => Candidate;
};

export function hostMatches(ctx: PageContext, pattern: RegExp): boolean {
  return ctx.url ? pattern.test(ctx.url.hostname) : false;
}
