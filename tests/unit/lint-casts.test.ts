import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` refuses the casts that hide unchecked data in application code:
// each case plants one line in a file of that place (the file need not exist) and
// lints it with the project's own configuration.

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function castErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' && m.severity === 2).map((m) => m.message);
}

const REFUSED: [string, string][] = [
  ['src/lib/planted.ts', 'export const a = (1 as unknown as string).length;'],
  ['netlify/lib/planted.ts', "export const b = JSON.parse('{}') as { id: string };"],
  ['netlify/functions/planted.mts', 'export const c = async (r: Response) => (await r.json()) as { id: string };'],
  ['src/features/chat/planted.ts', 'export const d = (r: Response) => r.json() as Promise<{ id: string }>;'],
  ['supabase/local/planted.ts', 'export const e = (x: string) => x as never;'],
];

const ALLOWED: [string, string][] = [
  ['src/lib/planted.ts', "export const a: unknown = JSON.parse('{}') as unknown;"],
  ['netlify/lib/planted.ts', 'export const b = async (r: Response): Promise<unknown> => r.json();'],
  // tests may build odd values on purpose
  ['tests/unit/planted.test.ts', 'export const c = (1 as unknown as string).length;'],
];

describe('lint: no casts of unchecked data', () => {
  it.each(REFUSED)('refuses in %s: %s', async (file, code) => {
    expect(await castErrors(file, code)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows in %s: %s', async (file, code) => {
    expect(await castErrors(file, code)).toEqual([]);
  });
});
