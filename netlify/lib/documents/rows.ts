// Spreadsheet and CSV rows become one line each, "Header: value; Header: value", so
// a passage read on its own still says what every number is.

/** The line of one row under its headers; empty cells are left out, an unnamed column is "Column N". */
export function rowLine(headers: readonly string[], values: readonly string[]): string {
  const cells: string[] = [];
  values.forEach((raw, i) => {
    const value = raw.replace(/\s+/g, ' ').trim();
    if (!value) return;
    const header = headers[i]?.replace(/\s+/g, ' ').trim() || `Column ${i + 1}`;
    cells.push(`${header}: ${value}`);
  });
  return cells.join('; ');
}
