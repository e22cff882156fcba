// A scanned PDF (pages, no text) through the real endpoints: with the owner's own
// Anthropic key the request hands it to the background function, where the model is
// given the PDF itself and its transcript becomes passages on their pages; a model
// that fails says why; without a key of their own it fails as scanned, and says
// which key would read it. The platform's keys never pay for it.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as filesProcessBackground from '../../netlify/functions/files-process-background.mts';
import * as filesProcess from '../../netlify/functions/files-process.mts';
import * as files from '../../netlify/functions/files.mts';
import * as settingsProviders from '../../netlify/functions/settings-providers.mts';
import { FILE_MESSAGES, type DocumentRow, type FileList, type FilePassages } from '../../src/domain/files-contract.ts';
import { PROVIDERS } from '../../src/domain/providers.ts';
import type { FakeRequest } from '../fixtures/fake-llm.ts';
import { builtInRow } from '../fixtures/providers.ts';
import { echoResponder, startChatTestStack, type ChatTestStack } from './chat-stack.ts';
import { uploadFile } from './file-uploads.ts';

type User = { id: string; accessToken: string };

let stack: ChatTestStack;
beforeAll(async () => {
  process.env.PROVIDER_KEYS_SECRET = 'scanned-pdf-test-secret-for-provider-keys';
  stack = await startChatTestStack([
    files,
    filesProcess,
    settingsProviders,
    { ...filesProcessBackground, name: 'files-process-background' },
  ]);
});
afterAll(async () => {
  await stack?.stop();
  delete process.env.PROVIDER_KEYS_SECRET;
});
beforeEach(() => {
  stack.anthropic.setResponder(echoResponder);
  stack.openai.setResponder(echoResponder);
  stack.anthropic.requests.length = 0;
  stack.openai.requests.length = 0;
});

async function scannedPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page++) pdf.addPage([400, 300]);
  return pdf.save();
}

async function saveKey(user: User, provider: 'anthropic' | 'openai', apiKey: string) {
  const saved = await stack.call('/api/settings/providers', {
    method: 'PUT',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ providers: [builtInRow(PROVIDERS[provider], { apiKey })] }),
  });
  expect(saved.status).toBe(200);
}
const saveAnthropicKey = (user: User, apiKey: string) => saveKey(user, 'anthropic', apiKey);

const fileOf = async (user: User): Promise<DocumentRow | undefined> =>
  (await stack.callJson<FileList>('GET', '/api/files', user)).body.documents[0];

/** The PDF the model was given in the Anthropic Messages API's document block, decoded. */
function pdfGiven(request: FakeRequest): string {
  const messages = request.body.messages as { content: { type: string; source?: { media_type: string; data: string } }[] }[];
  const block = messages.at(-1)?.content.find((part) => part.type === 'document');
  expect(block?.source?.media_type).toBe('application/pdf');
  return Buffer.from(block?.source?.data ?? '', 'base64').toString('latin1');
}

describe('a scanned PDF', () => {
  it("is read by the owner's own Claude in the background: the transcript's passages keep their pages", async () => {
    const owner = await stack.createUser();
    await saveAnthropicKey(owner, 'sk-ant-owner-key');
    stack.anthropic.setResponder(() => ({
      text: '=== Page 1 ===\nBrewline delivery note\n\nThree sacks of green coffee.\n\n=== Page 2 ===\nDeliveries arrive on Tuesdays before nine.',
    }));
    const { processed } = await uploadFile(stack, owner, 'delivery-note.pdf', await scannedPdf(2));
    expect(processed?.status).toBe(202);
    await expect.poll(async () => (await fileOf(owner))?.status, { timeout: 30_000 }).toBe('ready');
    const ready = (await fileOf(owner))!;
    expect(ready).toMatchObject({ name: 'delivery-note.pdf', kind: 'pdf', pages: 2, failure: null });

    expect(stack.anthropic.requests).toHaveLength(1);
    const [request] = stack.anthropic.requests;
    expect(request!.model).toBe(PROVIDERS.anthropic.scanModel);
    expect(request!.authorization).toContain('sk-ant-owner-key');
    expect(pdfGiven(request!)).toMatch(/^%PDF-/);
    expect(request!.system).toContain('=== Page N ===');
    expect(stack.openai.requests).toHaveLength(0);

    const second = await stack.callJson<FilePassages>('GET', `/api/files/${ready.id}?page=2`, owner);
    expect(second.body.passages).toMatchObject([{ page: 2, content: 'Deliveries arrive on Tuesdays before nine.' }]);
    const first = await stack.callJson<FilePassages>('GET', `/api/files/${ready.id}?page=1`, owner);
    expect(first.body.passages.map((passage) => passage.content).join('\n')).toContain('Three sacks of green coffee.');
  });

  it("is given to GPT-4o as a file part with the owner's own OpenAI key", async () => {
    const owner = await stack.createUser();
    await saveKey(owner, 'openai', 'sk-openai-owner-key');
    stack.openai.setResponder(() => ({ text: '=== Page 1 ===\nInvoice 42: two bags of decaf.' }));
    await uploadFile(stack, owner, 'invoice.pdf', await scannedPdf(1));
    await expect.poll(async () => (await fileOf(owner))?.status, { timeout: 30_000 }).toBe('ready');
    const [request] = stack.openai.requests;
    expect(request!.model).toBe(PROVIDERS.openai.scanModel);
    expect(request!.authorization).toContain('sk-openai-owner-key');
    const messages = request!.body.messages as { content: string | { type: string; file?: { filename: string; file_data: string } }[] }[];
    const last = messages.at(-1)!.content;
    const file = Array.isArray(last) ? last.find((part) => part.type === 'file')?.file : undefined;
    expect(file?.filename).toBe('invoice.pdf');
    expect(Buffer.from(file!.file_data.replace(/^data:application\/pdf;base64,/, ''), 'base64').toString('latin1')).toMatch(/^%PDF-/);
    stack.openai.setResponder(echoResponder);
  });

  it("fails with the provider's reason when the owner's model cannot read it, and keeps no bytes", async () => {
    const owner = await stack.createUser();
    await saveAnthropicKey(owner, 'sk-ant-wrong-key');
    stack.anthropic.setResponder(() => ({ status: 401, errorMessage: 'invalid x-api-key' }));
    await uploadFile(stack, owner, 'scan.pdf', await scannedPdf(1));
    await expect.poll(async () => (await fileOf(owner))?.status, { timeout: 30_000 }).toBe('failed');
    expect((await fileOf(owner))?.failure).toBe(
      FILE_MESSAGES.scanReadFailed('scan.pdf', 'Anthropic rejected the API key. Check the key and try again.'),
    );
    const stored = await stack.supabase.db.query(`select 1 from storage.objects where bucket_id = 'documents' and name like $1`, [
      `${owner.id}/%`,
    ]);
    expect(stored.rows).toHaveLength(0);
  });

  it("without a key of the owner's own, fails at once as scanned and names the keys that read it; the platform's key is not used", async () => {
    const owner = await stack.createUser();
    const { processed } = await uploadFile(stack, owner, 'scan.pdf', await scannedPdf(1));
    expect(processed?.status).toBe(200);
    expect(processed?.body.document).toMatchObject({ status: 'failed', failure: FILE_MESSAGES.scanned('scan.pdf') });
    expect(FILE_MESSAGES.scanned('scan.pdf')).toContain('Add your Anthropic or OpenAI key in API Settings');
    expect(stack.anthropic.requests).toHaveLength(0);
  });
});
