// CSV: the first non-empty row names the columns, every other row becomes a line.
// papaparse does the quoting rules (quoted commas, line breaks inside quotes, "")
// and guesses the delimiter (comma, semicolon, tab...).
import Papa from 'papaparse';
import type { Section } from './chunk.ts';
import type { Deadline } from './deadline.ts';
import { rowLine } from './rows.ts';

const ROWS_PER_CLOCK_CHECK = 2000;

export function csvSections(text: string, name: string, deadline: Deadline): Section[] {
  let headers: string[] | null = null;
  const blocks: string[] = [];
  let rows = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      if (++rows % ROWS_PER_CLOCK_CHECK === 0 && deadline.expired) parser.abort();
      if (headers === null) headers = result.data;
      else {
        const line = rowLine(headers, result.data);
        if (line) blocks.push(line);
      }
    },
  });
  deadline.check();
  return [{ page: null, heading: name, blocks, joiner: '\n' }];
}
