/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, and a cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, return first) led by an apostrophe —
 * a parent's name is data, never a formula (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvOf(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
