import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Sets `KEY=value` lines in a dotenv file: existing keys are replaced in place,
 * new ones appended, every other line (comments, other keys) kept as it was.
 * Returns whether the file changed.
 */
export function writeEnvLocal(path: string, vars: Record<string, string>): boolean {
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
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
  writeFileSync(path, after);
  return true;
}
