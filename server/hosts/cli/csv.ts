/**
 * One CSV cell, safe to open in a spreadsheet: text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return; OWASP "CSV injection") gets a leading
 * apostrophe, and every cell is quoted.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: (string | number | null)[]): string {
  return values.map(csvCell).join(",");
}
