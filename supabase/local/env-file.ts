import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

// The file holds the service-role key, which bypasses every RLS policy: only its
// owner may read it.
const OWNER_ONLY = 0o600;

/**
 * Sets `KEY=value` lines in a dotenv file: existing keys are replaced in place,
 * new ones appended, every other line (comments, other keys) kept as it was.
 * Returns whether the file changed. The file ends up readable by its owner only,
 * also when it existed before with wider permissions.
 */
export function writeEnvLocal(path: string, vars: Record<string, string>): boolean {
  const exists = existsSync(path);
  // Narrowed before anything is written, so the new key is never world-readable.
  if (exists) chmodSync(path, OWNER_ONLY);
  const before = exists ? readFileSync(path, 'utf8') : '';
  const lines = before === '' ? [] : before.replace(/\r?\n$/, '').split(/\r?\n/);
  const pending = new Map(Object.entries(vars));
  const out = lines.map((line) => {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
    const key = match?.[1];
    if (key === undefined || !pending.has(key)) return line;
    const value = pending.get(key)!;
    pending.delete(key);
    return `${key}=${value}`;
  });
  for (const [key, value] of pending) out.push(`${key}=${value}`);
  const after = out.join('\n') + '\n';
  if (after === before) return false;
  writeFileSync(path, after, { mode: OWNER_ONLY });
  return true;
}
