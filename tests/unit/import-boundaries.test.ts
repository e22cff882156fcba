import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` refuses an import across the boundaries of docs/architecture.md
// ("Direction of imports"): each case plants one import in a file of that place
// (the file need not exist) and lints it with the project's own configuration.

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/import-boundaries' && m.severity === 2).map((m) => m.message);
}

// [file the import is planted in, the planted line]
const REFUSED: [string, string][] = [
  // feature folders of netlify/lib import each other only in the pairs the rule lists
  ['netlify/lib/payments/planted.ts', "export { chatTurn } from '../chat/turn.ts';"],
  ['netlify/lib/ai/planted.ts', "import type { UserChatKeys } from '../settings/providers.ts';"],
  ['netlify/lib/website/planted.ts', "export * from '../documents/upload.ts';"],
  ['netlify/lib/chat/planted.ts', "export { deliver } from '../connectors/deliver.ts';"],
  // a top-level netlify/lib module never imports a folder, types included
  ['netlify/lib/planted.ts', "import type { ChatTarget } from './ai/model-routing.ts';"],
  ['netlify/lib/planted.ts', "export { deliver } from '../lib/connectors/deliver.ts';"],
  // src/lib imports neither components nor features
  ['src/lib/planted.ts', "export { Button } from '../components/Button';"],
  ['src/lib/files/planted.ts', "export { ChatPage } from '../../features/chat/ChatPage';"],
  // src/components imports no feature
  ['src/components/planted.tsx', "export { UpgradePage } from '../features/upgrade/UpgradePage';"],
  // a feature never imports another feature, statically or lazily, at any depth
  ['src/features/chat/planted.tsx', "export { UpgradePage } from '../upgrade/UpgradePage';"],
  ['src/features/chat/files/planted.ts', "export const load = () => import('../../files/FilesPage');"],
  ['src/features/website/api/planted.ts', "import type { ChatTurn } from '../../chat/ChatTurnView';"],
  // only src/domain is shared between src/ and netlify/
  ['netlify/functions/planted.mts', "export { apiFetch } from '../../src/lib/api-client.ts';"],
  ['netlify/lib/planted.ts', "export { Button } from '../../src/components/Button.tsx';"],
  ['netlify/lib/chat/planted.ts', "export * from '../../../src/features/chat/ChatPage.tsx';"],
  ['src/lib/planted.ts', "export { json } from '../../netlify/lib/http.ts';"],
  ['src/features/chat/planted.ts', "export { fanOutChat } from '../../../netlify/lib/ai/fan-out.ts';"],
  ['src/domain/planted.ts', "export { json } from '../../netlify/lib/http.ts';"],
  ['src/app.tsx', "export { json } from '../netlify/lib/http.ts';"],
  // src/domain imports nothing of ours but itself
  ['src/domain/planted.ts', "export { toast } from '../lib/toast';"],
  // supabase/local imports nothing of the app
  ['supabase/local/planted.ts', "export * from '../../src/domain/pricing.ts';"],
  ['supabase/local/planted.ts', "export * from '#domain/pricing.ts';"],
  ['supabase/local/planted.ts', "export { json } from '../../netlify/lib/http.ts';"],
  ['supabase/local/planted.ts', "export * from '../../tests/fixtures/gate.ts';"],
  // netlify code reaches src/domain through #domain only
  ['netlify/lib/planted.ts', "export * from '../../src/domain/pricing.ts';"],
];

const ALLOWED: [string, string][] = [
  ['netlify/lib/chat/planted.ts', "export { fanOutChat } from '../ai/fan-out.ts';"],
  ['netlify/lib/automation/schedules/planted.ts', "export { deliver } from '../../connectors/deliver.ts';"],
  ['netlify/lib/documents/planted.ts', "export * from '../http.ts';\nexport * from '#domain/pricing.ts';"],
  ['netlify/lib/planted.ts', "export * from './http.ts';\nexport * from '#domain/pricing.ts';"],
  ['netlify/functions/planted.mts', "export * from '../lib/chat/turn.ts';\nexport * from '#domain/pricing.ts';"],
  ['src/lib/planted.ts', "export * from '../domain/pricing';\nexport * from './toast';\nexport * from 'swr';"],
  ['src/components/planted.tsx', "export * from '../lib/toast';\nexport * from './Button';"],
  ['src/features/chat/files/planted.tsx', "export * from '../ChatPage';\nexport * from '../../../components/Button';"],
  ['src/app.tsx', "export const load = () => import('./features/chat/ChatPage');"],
  ['supabase/local/planted.ts', "export * from './server.ts';\nexport * from 'node:fs';"],
  ['tests/unit/planted.ts', "export * from '../../netlify/lib/http.ts';\nexport * from '../../src/lib/toast';"],
];

describe('the import boundaries of npm run lint', () => {
  it.each(REFUSED)('refuses in %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows in %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
