import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM tooling script without type declarations
import { isCompatible } from "./licence-policy.mjs";

const compatible = isCompatible as (expression: unknown) => boolean;

describe("licences a GPL-3.0-or-later program may ship", () => {
  it("accepts permissive and compatible copyleft licences", () => {
    for (const id of ["MIT", "ISC", "Apache-2.0", "BSD-3-Clause", "MPL-2.0", "LGPL-3.0", "GPL-3.0-or-later", "0BSD"]) {
      expect(compatible(id), id).toBe(true);
    }
  });

  it("refuses incompatible, unknown and missing licences", () => {
    for (const id of [
      "GPL-2.0-only",
      "SSPL-1.0",
      "UNLICENSED",
      "SEE LICENSE IN LICENSE.md",
      "",
      undefined,
      "BUSL-1.1",
    ]) {
      expect(compatible(id), String(id)).toBe(false);
    }
  });

  it("evaluates SPDX expressions", () => {
    expect(compatible("(MIT OR Apache-2.0)")).toBe(true);
    expect(compatible("GPL-2.0-only OR MIT")).toBe(true);
    expect(compatible("MIT AND SSPL-1.0")).toBe(false);
    expect(compatible("(MIT AND (BSD-2-Clause OR SSPL-1.0))")).toBe(true);
    expect(compatible("Apache-2.0 WITH LLVM-exception")).toBe(true);
    expect(compatible("GPL-2.0+")).toBe(true);
    expect(compatible("(MIT")).toBe(false);
    expect(compatible("MIT OR")).toBe(false);
  });
});
