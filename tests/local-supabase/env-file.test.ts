import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeEnvLocal } from '../../supabase/local/env-file.ts';

/** The permission bits (rwx for owner, group, others) of a file. */
const modeOf = (file: string) => statSync(file).mode & 0o777;

const dir = mkdtempSync(path.join(tmpdir(), 'env-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeEnvLocal', () => {
  it('creates the file when it is missing', () => {
    const file = path.join(dir, 'new.env');
    expect(writeEnvLocal(file, { A: '1', B: 'two' })).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('A=1\nB=two\n');
  });

  it('replaces its keys in place and keeps every other line', () => {
    const file = path.join(dir, 'existing.env');
    writeFileSync(file, '# my settings\nOPENAI_API_KEY=sk-123\nSUPABASE_URL=http://old\n\nexport OTHER=x\n');
    writeEnvLocal(file, { SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_URL: 'http://127.0.0.1:54321' });
    expect(readFileSync(file, 'utf8')).toBe(
      '# my settings\nOPENAI_API_KEY=sk-123\nSUPABASE_URL=http://127.0.0.1:54321\n\nexport OTHER=x\nVITE_SUPABASE_URL=http://127.0.0.1:54321\n',
    );
  });

  it('reports no change when the values are already there', () => {
    const file = path.join(dir, 'same.env');
    writeEnvLocal(file, { A: '1' });
    expect(writeEnvLocal(file, { A: '1' })).toBe(false);
  });

  // .env.local holds the service-role key: nobody but its owner may read it.
  it('creates the file readable by its owner only', () => {
    const file = path.join(dir, 'private.env');
    writeEnvLocal(file, { SUPABASE_SERVICE_ROLE_KEY: 'secret' });
    expect(modeOf(file)).toBe(0o600);
  });

  it('narrows a readable existing file, whether or not its content changes', () => {
    const changed = path.join(dir, 'wide-changed.env');
    writeFileSync(changed, 'A=1\n');
    chmodSync(changed, 0o644);
    expect(writeEnvLocal(changed, { SUPABASE_SERVICE_ROLE_KEY: 'secret' })).toBe(true);
    expect(modeOf(changed)).toBe(0o600);

    const unchanged = path.join(dir, 'wide-same.env');
    writeFileSync(unchanged, 'SUPABASE_SERVICE_ROLE_KEY=secret\n');
    chmodSync(unchanged, 0o666);
    expect(writeEnvLocal(unchanged, { SUPABASE_SERVICE_ROLE_KEY: 'secret' })).toBe(false);
    expect(modeOf(unchanged)).toBe(0o600);
  });
});
