// A migration's timestamp orders it among the others, and `supabase db push` trusts
// that order: a timestamp later than the day the file was committed would let a
// migration written later sort before it. Each file's date must not be later than
// the commit that added it (or today, before it is committed).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'supabase/migrations';

function addedOn(file: string): string {
  const dates = execFileSync('git', ['log', '--diff-filter=A', '--format=%cs', '--', `${DIR}/${file}`], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean);
  return dates.at(-1) ?? new Date().toISOString().slice(0, 10);
}

describe('migrations', () => {
  it('are named <yyyymmddhhmmss>_<name>.sql, each name once, none dated after its commit', () => {
    const files = readdirSync(DIR).filter((file) => file.endsWith('.sql'));
    const names = files.map((file) => /^(\d{14})_([a-z0-9_]+)\.sql$/.exec(file));
    expect(
      names.filter((match) => !match),
      'file names',
    ).toEqual([]);
    expect(new Set(names.map((match) => match![2])).size, 'distinct names').toBe(files.length);
    const late = files.filter((file) => {
      const stamp = file.slice(0, 8);
      return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}` > addedOn(file);
    });
    expect(late, 'dated after the commit that added them').toEqual([]);
    // one `git log` per migration: up to a minute on two busy cores
  }, 120_000);

  // docs/architecture.md points to the folder instead of listing the migrations: each
  // one says what it changes in its opening comment.
  it('each begin with a comment saying what they change', () => {
    const silent = readdirSync(DIR)
      .filter((file) => file.endsWith('.sql'))
      .filter((file) => !/^-- \S.{20,}/.test(readFileSync(`${DIR}/${file}`, 'utf8')));
    expect(silent).toEqual([]);
  });
});
