import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md's layer table names every feature folder and every piece of
// netlify/lib, so a newcomer reading it finds each place in the tree.

const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const row = (start: string) => doc.split('\n').find((line) => line.startsWith(start)) ?? '';
const entries = (dir: string) => readdirSync(path.join(root, dir), { withFileTypes: true });

describe('the layer table of docs/architecture.md', () => {
  it('names every feature folder', () => {
    const features = row('| `src/features/<feature>/`');
    const missing = entries('src/features')
      .filter((e) => e.isDirectory() && !features.includes(`\`${e.name}\``))
      .map((e) => e.name);
    expect(missing).toEqual([]);
  });

  it('names every file and folder of netlify/lib', () => {
    const lib = row('| `netlify/lib/` |');
    const missing = entries('netlify/lib')
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
      .filter((name) => !lib.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
