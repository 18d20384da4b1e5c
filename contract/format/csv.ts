/**
 * Rows as CSV (RFC 4180: comma-separated, CRLF, a field with a comma, quote or line break quoted),
 * led by a UTF-8 byte-order mark so a spreadsheet opens Chinese headers as Chinese.
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const field = (v: string | number) => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\uFEFF${[columns, ...rows].map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}
