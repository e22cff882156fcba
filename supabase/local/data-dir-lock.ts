import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Two PGlite instances on one folder would corrupt it (PGlite does not lock
// it), and `npm start` and `npm run supabase:local` share .data/supabase.

const lockedHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims the data folder for this process; returns the release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  if (lockedHere.has(file)) throw new Error(`${dir} is already used by a local Supabase in this process`);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(`${dir} is in use by another local Supabase (process ${pid}); stop it first`);
    }
    // Left behind by a process that died without closing: take it over.
    writeFileSync(file, String(process.pid));
  }
  lockedHere.add(file);
  return () => {
    lockedHere.delete(file);
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
