/**
 * One CSV line (RFC 4180), safe to open in a spreadsheet: a cell that starts like a formula
 * (=, +, -, @, tab, carriage return) gets a leading apostrophe, so `=HYPERLINK(…)` from an
 * input row is shown as text and never evaluated (OWASP "CSV injection").
 */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => quote(defuse(cell))).join(",");
}

export function defuse(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
