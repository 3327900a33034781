// Which licences a production dependency of a GPL-3.0-or-later program may carry (decision 030):
// permissive licences, weak copyleft that allows combination (MPL-2.0 §3.3, the LGPLs), and
// GPL versions 3 can take. Anything else — GPL-2.0-only, SSPL, proprietary, "SEE LICENSE IN …",
// a missing field — is refused, so a new dependency is looked at by a person before it lands.
const COMPATIBLE = new Set([
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "CC0-1.0",
  "GPL-2.0-or-later",
  "GPL-3.0",
  "GPL-3.0-only",
  "GPL-3.0-or-later",
  "ISC",
  "LGPL-2.1",
  "LGPL-2.1-only",
  "LGPL-2.1-or-later",
  "LGPL-3.0",
  "LGPL-3.0-only",
  "LGPL-3.0-or-later",
  "MIT",
  "MIT-0",
  "MPL-2.0",
  "Python-2.0",
  "Unlicense",
  "Zlib",
]);

/** Evaluates an SPDX expression: OR needs one compatible side, AND needs both; `X WITH exception` counts as X. */
export function isCompatible(expression) {
  if (typeof expression !== "string" || expression.trim() === "") return false;
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];

  function primary() {
    const token = next();
    if (token === "(") {
      const value = orExpression();
      if (next() !== ")") throw new Error("unbalanced parentheses");
      return value;
    }
    if (!token || ["AND", "OR", "WITH", ")"].includes(token)) throw new Error(`unexpected ${token}`);
    if (peek() === "WITH") {
      next();
      next(); // the exception only widens what the licence allows
    }
    return COMPATIBLE.has(token.replace(/\+$/, "-or-later"));
  }
  function andExpression() {
    let value = primary();
    while (peek() === "AND") {
      next();
      value = primary() && value;
    }
    return value;
  }
  function orExpression() {
    let value = andExpression();
    while (peek() === "OR") {
      next();
      value = andExpression() || value;
    }
    return value;
  }
  try {
    const value = orExpression();
    return position === tokens.length && value;
  } catch {
    return false;
  }
}
