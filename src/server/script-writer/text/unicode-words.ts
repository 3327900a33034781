/**
 * JavaScript's \b only knows ASCII letters, so /\bévite\b/ never matches "évite" and /\blã\b/
 * never matches "lã". This rebuilds a pattern with \b meaning a boundary between a Unicode
 * letter or digit and anything else, which is what word lists in eight languages need.
 */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;

export function unicodeWords(pattern: RegExp): RegExp {
  const flags = pattern.flags.includes("u") || pattern.flags.includes("v") ? pattern.flags : `${pattern.flags}u`;
  return new RegExp(pattern.source.replace(/\\b/g, BOUNDARY), flags);
}
