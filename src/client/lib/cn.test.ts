import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

const SRC = fileURLToPath(new URL("../..", import.meta.url));
const CONFIG_FILE = fileURLToPath(new URL("./cn-class-groups.ts", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // The configuration's own words are group names and value lists, not classes.
    if (file === CONFIG_FILE) return [];
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every whitespace-separated word of every string and template literal in the client and shared
 * source. Tailwind itself only generates a utility whose full name appears in the source, so
 * this holds every class the app can put on an element (and many words that are no class).
 */
function sourceWords(): Set<string> {
  const words = new Set<string>();
  for (const dir of ["client", "shared"]) {
    for (const file of sourceFiles(path.join(SRC, dir))) {
      const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, kind);
      const visit = (node: ts.Node): void => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
          for (const word of node.text.split(/\s+/)) if (word) words.add(word);
        }
        node.forEachChild(visit);
      };
      visit(source);
    }
  }
  return words;
}

/** A merger that knows a class keeps one copy of it: an unknown word is always kept as is. */
const knows = (merge: (classes: string) => string, word: string) => merge(`${word} ${word}`) === word;

describe("cn", () => {
  it("lets a later utility override an earlier one of the same kind, and keeps the rest", () => {
    expect(cn("inline-flex h-10 px-4 py-2", "hidden size-9 px-2")).toBe("py-2 hidden size-9 px-2");
    expect(cn("p-6 pt-0", "p-4")).toBe("p-4");
    expect(cn("text-sm text-muted-foreground", "text-lg text-primary")).toBe("text-lg text-primary");
    expect(cn("border border-input", "border-2 border-destructive")).toBe("border-2 border-destructive");
    expect(cn("hidden lg:flex", false, "items-center", undefined, "lg:hidden")).toBe("hidden items-center lg:hidden");
    expect(cn("my-widget", "my-widget")).toBe("my-widget my-widget");
  });

  // The configuration is cut down to this app's utilities (decision 128). tailwind-merge decides
  // class by class, right to left: a class goes when a later kept one is in its group or in a group
  // that conflicts with it (with the same variants). Whether `a` goes because of `b` depends on the
  // two classes only, so equal results for every ordered pair of the source's classes mean equal
  // results for any list of them.
  it("merges every pair of classes in the source exactly as the full tailwind-merge does", () => {
    const words = sourceWords();
    const classes = [...words].filter((word) => knows(twMerge, word) || knows(cn, word));
    // The scan found the app's classes (not a vacuous pass): the Button's and the header's.
    expect(classes).toEqual(expect.arrayContaining(["inline-flex", "px-4", "hover:bg-primary/90", "lg:hidden"]));
    expect(classes.length).toBeGreaterThan(300);

    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        const actual = cn(pair);
        if (actual !== expected) differences.push(`"${pair}": full "${expected}", ours "${actual}"`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
