/**
 * One CSV line (RFC 4180), safe to open in a spreadsheet with any common list separator (`,`,
 * `;`, tab, `|`: the one a spreadsheet picks depends on its locale and import dialog). A formula
 * can only start where a cell starts, so every place that may become the start of a cell — the
 * cell's own start, and just after any separator or line break inside it — that begins like a
 * formula (=, +, -, @, optionally after spaces or quotes) gets an apostrophe, and every cell
 * holding a separator is quoted. `=HYPERLINK(…)` or `x;=1+1` from an input row is shown as text
 * and never evaluated (OWASP "CSV injection").
 */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => quote(defuse(cell))).join(",");
}

/** Separators any common spreadsheet import may split on, and line breaks. */
const SPLIT = ",;\\t|\\r\\n";
const STARTS_LIKE_FORMULA = /^[=+\-@\t\r]/;
const INNER_FORMULA = new RegExp(`([${SPLIT}][\\s"']*)([=+\\-@])`, "g");
const LEADING_FORMULA = /^([\s"]+)([=+\-@])/;

export function defuse(cell: string): string {
  const inner = cell.replace(INNER_FORMULA, "$1'$2").replace(LEADING_FORMULA, "$1'$2");
  return STARTS_LIKE_FORMULA.test(inner) ? `'${inner}` : inner;
}

function quote(cell: string): string {
  return /[",;\t|\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
