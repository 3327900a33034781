import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Where a shared folder's part may be: the shared folder lives beside the checkout (`../shared`);
 * a git worktree one level deeper (`/work/wt/name`) finds it one directory further up. Read in
 * place, never copied into the project.
 */
function sharedCandidates(part: string): string[] {
  return ["..", "../.."].map((up) => resolve(repoRoot, up, "shared", part));
}

/** The folder `shared/<part>` that holds `file`, or undefined when neither place has it. */
export function findSharedDir(part: string, file: string): string | undefined {
  return sharedCandidates(part).find((dir) => existsSync(join(dir, file)));
}

/**
 * Like findSharedDir, for a suite or bench that cannot run without it: throws a message that says
 * what is missing and where it was looked for. A missing shared folder fails; it never skips.
 */
export function requireSharedDir(part: string, file: string, who: string): string {
  const dir = findSharedDir(part, file);
  if (dir) return dir;
  const places = sharedCandidates(part).map((candidate) => join(candidate, file));
  throw new Error(
    `${who} needs shared/${part}/${file}, which lives beside the repository, not in it. ` +
      `Not found at ${places.join(" or ")}. Put the project's shared folder next to the checkout ` +
      "(or link it there) and run again.",
  );
}

/** The shared corpus of real product pages (`../shared/corpus`); undefined when it is missing. */
export function findCorpusDir(): string | undefined {
  return findSharedDir("corpus", "manifest.json");
}

/** The shared corpus, or an error naming what is missing (for suites and benches that need it). */
export function requireCorpusDir(who: string): string {
  return requireSharedDir("corpus", "manifest.json", who);
}
