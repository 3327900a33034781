/**
 * Parses the JSON object literal that follows `marker` in a script ("var meta = {…};"), scanning
 * balanced braces so nested objects and strings containing "}" are handled.
 */
export function jsonAfter(text: string, marker: string): unknown {
  const at = text.indexOf(marker);
  if (at < 0) return undefined;
  const start = text.indexOf("{", at + marker.length);
  if (start < 0 || start - (at + marker.length) > 10) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) {
      try {
        return JSON.parse(text.slice(start, i + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
