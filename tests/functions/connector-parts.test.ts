// A delivery in several requests, over real HTTP against the fake receivers: a long
// piece reaches Discord as messages of at most 2,000 characters, in order, each the
// body the automation page's preview showed for it (src/domain/connector-payloads.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as connectorsFunction from '../../netlify/functions/connectors.mts';
import * as sendFunction from '../../netlify/functions/connectors-send.mts';
import { channelPayload } from '../../src/domain/connector-payloads.ts';
import type { DeliveryResult } from '../../src/domain/connectors.ts';
import { connectorTestEnv, startFakeReceivers, type FakeReceivers } from '../fixtures/fake-receivers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';

const env = saveEnv(['OUTBOUND_ALLOW_LOCAL', 'PROVIDER_KEYS_SECRET', 'NOTION_API_BASE', 'AIRTABLE_API_BASE']);
let stack: ChatTestStack;
let receivers: FakeReceivers;

beforeAll(async () => {
  [stack, receivers] = await Promise.all([startChatTestStack([connectorsFunction, sendFunction]), startFakeReceivers()]);
  Object.assign(process.env, connectorTestEnv(receivers, 'test-connector-secret-0123456789abcdef'));
});
afterAll(async () => {
  env.restore();
  await Promise.all([stack?.stop(), receivers?.close()]);
});

async function call(token: string, path: string, method: string, body: unknown) {
  const response = await stack.call(path, { method, token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { delivery?: DeliveryResult } };
}

describe('Discord parts', () => {
  it('a long piece arrives as numbered parts, in order, each exactly what the preview shows', async () => {
    const pro = await stack.createUser({ paid: true });
    const hook = '/api/webhooks/7/parts';
    expect(
      (await call(pro.accessToken, '/api/connectors', 'PUT', { connector: 'discord', secret: `${receivers.url}${hook}` })).status,
    ).toBe(200);
    const body = 'A line of the weekend menu, with rye and spelt. '.repeat(90);
    const content = { title: 'Rye weekend', body, template: 'blog', persona: 'Marketer' } as const;
    const sent = await call(pro.accessToken, '/api/connectors/send', 'POST', { connector: 'discord', ...content });
    expect(sent.body.delivery).toMatchObject({ ok: true, status: 204 });
    const preview = channelPayload('discord', { ...content, event: 'content.published' }, new Date());
    const parts = receivers.at(hook).map((request) => request.body);
    expect(parts).toEqual(preview.bodies);
    expect(parts).toHaveLength(3);
    for (const part of parts as { content: string }[]) expect(part.content.length).toBeLessThanOrEqual(2000);
  });
});
