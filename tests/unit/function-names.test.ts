// Function files are named after their path (docs/architecture.md, "Names"): the first
// path of config.path without /api/ and its :parameters, with / as -. Pages outside
// /api (short public addresses) and functions without a path are named after what they
// serve or do, and are listed here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'netlify/functions';
const NOT_UNDER_API: Record<string, string> = {
  'share-page': '/share/:id, a shared chat page',
  'website-public': '/s/:slug, a published website',
};

/** The file name a path gives: /api/website/sites/:id/deploy -> website-sites-deploy. */
const nameOf = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .join('-');

describe('netlify/functions', () => {
  it('are named after their first path', () => {
    const wrong: string[] = [];
    for (const file of readdirSync(DIR).filter((name) => name.endsWith('.mts'))) {
      const name = file.replace(/\.mts$/, '');
      const path = /\bpath:\s*\[?\s*'([^']+)'/.exec(readFileSync(`${DIR}/${file}`, 'utf8'))?.[1];
      if (!path) {
        expect(name, `${file} has no path: named after its work`).toMatch(/-background$|-tick$/);
        continue;
      }
      if (!path.startsWith('/api/')) {
        expect(Object.keys(NOT_UNDER_API), `${file} (${path})`).toContain(name);
        continue;
      }
      if (nameOf(path) !== name) wrong.push(`${file}: ${path} -> ${nameOf(path)}.mts`);
    }
    expect(wrong).toEqual([]);
  });
});
