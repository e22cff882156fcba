// What each connector receives: one request per delivery, in the receiver's own
// format. Hooks (Zapier, Make, a generic webhook) get the content as JSON; Slack and
// Discord a message formatted for them; WordPress a draft post; Notion a page;
// Airtable a record. The base addresses of the three APIs come from env so tests
// can point them at local fakes.
import { Marked } from 'marked';
import type { ConnectorKind, SendContent } from '#domain/connectors.ts';
import { serverConfig } from '../env.ts';

export interface Outbound {
  url: string;
  init: RequestInit;
}

/** The content a delivery carries, with what the receiver may want to know about it. */
export type DeliveryContent = Omit<SendContent, 'connector'> & { event: 'content.published' | 'content.test' };

const SLACK_MAX = 39_000;
const DISCORD_DESCRIPTION_MAX = 4096;
const NOTION_TEXT_MAX = 2000;
const NOTION_BLOCKS_MAX = 100;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

// Model output is untrusted: raw HTML in it is shown as text, and only web and mail links are kept.
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, text }) {
      return /^(https?:|mailto:)/i.test(href) ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>` : escapeHtml(text);
    },
    image: ({ href, text }) =>
      /^https?:/i.test(href) ? `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>` : escapeHtml(text),
  },
});

export function markdownToHtml(text: string): string {
  return markdown.parse(text) as string;
}

/** The hooks' JSON: {event, timestamp, data: {title, body, template, persona, item_id, version}}. */
export function hookPayload(content: DeliveryContent, now: Date) {
  return {
    event: content.event,
    timestamp: now.toISOString(),
    data: {
      title: content.title,
      body: content.body,
      template: content.template,
      persona: content.persona ?? '',
      item_id: content.item_id ?? null,
      version: content.version ?? null,
    },
  };
}

/** Notion's paragraphs: the text cut at blank lines, each at most 2,000 characters, 100 blocks at most. */
function notionBlocks(body: string) {
  const parts = body.split(/\n{2,}/).flatMap((part) => part.match(new RegExp(`[\\s\\S]{1,${NOTION_TEXT_MAX}}`, 'g')) ?? []);
  return parts
    .slice(0, NOTION_BLOCKS_MAX)
    .map((part) => ({ object: 'block', type: 'paragraph', paragraph: { rich_text: [{ type: 'text', text: { content: part } }] } }));
}

export function buildDelivery(
  kind: ConnectorKind,
  settings: Record<string, string>,
  secret: string,
  content: DeliveryContent,
  now: Date,
): Outbound {
  const apis = serverConfig().connectorApis;
  switch (kind) {
    case 'zapier':
    case 'make':
    case 'webhook':
      return { url: secret, init: json(hookPayload(content, now)) };
    case 'slack':
      return { url: secret, init: json({ text: clip(`*${content.title}*\n\n${content.body}`, SLACK_MAX) }) };
    case 'discord':
      return {
        url: secret,
        init: json({
          embeds: [
            { title: clip(content.title, 256), description: clip(content.body, DISCORD_DESCRIPTION_MAX), timestamp: now.toISOString() },
          ],
        }),
      };
    case 'wordpress':
      return {
        url: `${settings.siteUrl}/wp-json/wp/v2/posts`,
        init: json(
          { title: content.title, content: markdownToHtml(content.body), status: 'draft' },
          { authorization: `Basic ${Buffer.from(`${settings.username}:${secret}`).toString('base64')}` },
        ),
      };
    case 'notion':
      return {
        url: `${apis.notion}/v1/pages`,
        init: json(
          {
            parent: { page_id: settings.parentPageId },
            properties: { title: { title: [{ type: 'text', text: { content: clip(content.title, NOTION_TEXT_MAX) } }] } },
            children: notionBlocks(content.body),
          },
          { authorization: `Bearer ${secret}`, 'notion-version': '2022-06-28' },
        ),
      };
    case 'airtable':
      return {
        url: `${apis.airtable}/v0/${encodeURIComponent(settings.baseId!)}/${encodeURIComponent(settings.table!)}`,
        init: json(
          {
            records: [{ fields: { Title: content.title, Content: content.body, Template: content.template, Created: now.toISOString() } }],
            typecast: true,
          },
          { authorization: `Bearer ${secret}` },
        ),
      };
  }
}
