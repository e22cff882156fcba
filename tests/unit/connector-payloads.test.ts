// The automation page's preview and the server's delivery build each connector's payload in
// one place (src/domain/connector-payloads.ts): what the server would send for a
// piece is, body for body, what the preview shows for it.
import { describe, expect, it } from 'vitest';
import { buildDelivery } from '../../netlify/lib/connectors/messages.ts';
import {
  channelPayload,
  DISCORD_MESSAGE_MAX,
  DISCORD_PARTS_MAX,
  splitText,
  type DeliveryContent,
} from '../../src/domain/connector-payloads.ts';
import { CONNECTOR_KINDS, type ConnectorKind } from '../../src/domain/connectors.ts';

const now = new Date('2026-11-26T09:30:00.000Z');
const paragraph = 'Our rye is back, baked every **Saturday** at dawn with <b>stone-ground</b> flour. ';
const content: DeliveryContent = {
  event: 'content.published',
  title: 'Rye weekend',
  body: `${paragraph.repeat(40)}\n\n[Order](https://example.com/order)\n\n${paragraph.repeat(10)}`,
  template: 'blog',
  persona: 'Marketer',
  item_id: '7f0c5e9e-6a55-4bb4-9a53-7a1c7f3a4a10',
  version: 2,
};
const SETTINGS: Record<ConnectorKind, Record<string, string>> = {
  zapier: {},
  make: {},
  webhook: {},
  slack: {},
  discord: {},
  wordpress: { siteUrl: 'https://blog.example.com', username: 'editor' },
  notion: { parentPageId: '1429989fe8ac4effbc8f57f56486db54' },
  airtable: { baseId: 'appABC123', table: 'Content' },
};

describe('connector payloads: preview and delivery are one', () => {
  it.each(CONNECTOR_KINDS)('%s: the delivered bodies equal the previewed ones', (kind) => {
    const preview = channelPayload(kind, content, now, SETTINGS[kind]);
    const delivered = buildDelivery(kind, SETTINGS[kind], 'https://hooks.example.com/secret-part', content, now);
    expect(delivered.map((request) => JSON.parse(request.init.body as string))).toEqual(preview.bodies);
    expect(preview.bodies.length).toBeGreaterThan(0);
    // The secret travels in the address or a header, never in what the preview shows.
    expect(JSON.stringify(preview.bodies)).not.toContain('secret-part');
  });

  it('Discord gets the bold title and the text in numbered parts of at most 2,000 characters, words whole', () => {
    const { bodies, count } = channelPayload('discord', content, now);
    const parts = bodies as { content: string; allowed_mentions: { parse: string[] } }[];
    expect(parts.length).toBe(3);
    expect(parts[0]!.content.startsWith('**Rye weekend**\n\n')).toBe(true);
    for (const part of parts) {
      expect(part.content.length).toBeLessThanOrEqual(DISCORD_MESSAGE_MAX);
      expect(part.allowed_mentions).toEqual({ parse: [] });
    }
    expect(
      parts
        .map((part) => part.content)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(`**Rye weekend**\n\n${content.body}`.replace(/\s+/g, ' ').trim());
    expect(count).toBe(`**Rye weekend**\n\n${content.body}`.length);
  });

  it('Discord stops at its part limit; the count says by how much it is over', () => {
    const long = { ...content, body: 'word '.repeat(6000) };
    const { bodies, count, limit } = channelPayload('discord', long, now);
    expect(bodies).toHaveLength(DISCORD_PARTS_MAX);
    expect(count).toBeGreaterThan(limit);
  });

  it('Slack: the title in bold, then the text; WordPress: a draft whose HTML shows raw HTML as text', () => {
    expect(channelPayload('slack', content, now).bodies).toEqual([{ text: `*Rye weekend*\n\n${content.body}` }]);
    const [post] = channelPayload('wordpress', content, now).bodies as { title: string; content: string; status: string }[];
    expect(post).toMatchObject({ title: 'Rye weekend', status: 'draft' });
    expect(post!.content).toContain('<strong>Saturday</strong>');
    expect(post!.content).toContain('&lt;b&gt;stone-ground&lt;/b&gt;');
    expect(post!.content).toContain('<a href="https://example.com/order">Order</a>');
  });

  it('splitText keeps every character but the spaces it breaks at, and cuts a word only when it has to', () => {
    expect(splitText('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(splitText('line one\nline two', 12)).toEqual(['line one', 'line two']);
    expect(splitText('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
    expect(splitText('short', 10)).toEqual(['short']);
    expect(splitText('', 10)).toEqual([]);
  });
});

describe('connector payloads with an image (Use in post)', () => {
  const image = {
    url: 'https://project.supabase.co/storage/v1/object/public/public-images/ab/x.png',
    alt: 'Rye loaves',
    width: 640,
    height: 480,
  };
  const withImage: DeliveryContent = { ...content, body: 'Rye is back.', image };

  it('Airtable gets the address after the text, in Content', () => {
    const [body] = channelPayload('airtable', withImage, now, SETTINGS.airtable).bodies;
    expect(body).toMatchObject({ records: [{ fields: { Content: `Rye is back.\n\nImage: ${image.url} (Rye loaves)` } }] });
  });

  it('hooks get image { url, alt, width, height } in data', () => {
    for (const kind of ['zapier', 'make', 'webhook'] as const)
      expect(channelPayload(kind, withImage, now).bodies[0]).toMatchObject({ data: { image } });
  });

  it('a long Slack text goes in sections of at most 3,000 characters, the image last', () => {
    const [body] = channelPayload('slack', { ...withImage, body: paragraph.repeat(100) }, now).bodies as {
      blocks: { type: string; text?: { text: string } }[];
    }[];
    expect(body!.blocks.at(-1)).toEqual({ type: 'image', image_url: image.url, alt_text: 'Rye loaves' });
    expect(body!.blocks.length).toBeGreaterThan(3);
    for (const block of body!.blocks.slice(0, -1)) expect(block.text!.text.length).toBeLessThanOrEqual(3000);
  });

  it('Notion keeps 100 blocks with the image first', () => {
    const long = Array.from({ length: 120 }, (_, index) => `Paragraph ${index}`).join('\n\n');
    const [page] = channelPayload('notion', { ...withImage, body: long }, now, SETTINGS.notion).bodies as {
      children: { type: string }[];
    }[];
    expect(page!.children).toHaveLength(100);
    expect(page!.children[0]!.type).toBe('image');
    expect(channelPayload('notion', { ...withImage, body: long }, now, SETTINGS.notion).cut).toBe(true);
  });

  it('WordPress: the featured media goes on the post the server sends', () => {
    const [request] = buildDelivery('wordpress', SETTINGS.wordpress, 'pass word', withImage, now, 77);
    expect(JSON.parse(String(request!.init.body))).toMatchObject({ title: 'Rye weekend', status: 'draft', featured_media: 77 });
  });
});
