import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The shared corpus of real product pages lives beside the checkout (`../shared/corpus`); a git
 * worktree one level deeper (`/work/wt/name`) finds it one directory further up. Read in place,
 * never copied into the project. Undefined when neither exists (a fresh clone elsewhere).
 */
export function findCorpusDir(): string | undefined {
  for (const up of ["..", "../.."]) {
    const dir = resolve(repoRoot, up, "shared/corpus");
    if (existsSync(join(dir, "manifest.json"))) return dir;
  }
  return undefined;
}
