// What each connector receives, built in one place for the automation page's preview and the
// server's delivery (netlify/lib/connectors/messages.ts adds only the address and
// the credentials), so what a user previews is what is sent, byte for byte.
// Hooks (Zapier, Make, a generic webhook) get the content as JSON; Slack a mrkdwn
// message; Discord one message per 2,000 characters; WordPress a draft post;
// Notion a page; Airtable a record.
import { Marked } from 'marked';
import type { ConnectorKind, SendContent } from './connectors';

/** The content a delivery carries, with what the receiver may want to know about it. */
export type DeliveryContent = Omit<SendContent, 'connector'> & { event: 'content.published' | 'content.test' };

export const SLACK_MAX = 39_000;
/** Discord refuses a message over 2,000 characters; longer content goes as numbered parts. */
export const DISCORD_MESSAGE_MAX = 2000;
/** More parts than this would run into Discord's webhook rate limit: the rest is cut. */
export const DISCORD_PARTS_MAX = 10;
export const NOTION_TEXT_MAX = 2000;
export const NOTION_BLOCKS_MAX = 100;
/** Airtable's long text field and the content a send accepts (SendContentSchema) both stop here. */
export const CONTENT_MAX = 100_000;

/** How much of its channel's room a payload uses: `count` characters of `limit`. */
export interface ChannelPayload {
  kind: ConnectorKind;
  /** The JSON bodies, one request each, in the order they are sent. */
  bodies: unknown[];
  count: number;
  limit: number;
  /** Part of the content does not fit and is not sent (cut, or parts or blocks left off). */
  cut: boolean;
}

const against = (count: number, limit: number) => ({ count, limit, cut: count > limit });
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

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

export const slackText = (content: DeliveryContent) => `*${content.title}*\n\n${content.body}`;

/**
 * Text cut into pieces of at most `max` characters, each ending at a line break or
 * a space where there is one in its second half, so words stay whole.
 */
export function splitText(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const breakAt = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    const end = breakAt >= max / 2 ? breakAt : max;
    parts.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end).replace(/^[ \n]+/, '');
  }
  if (rest.trim()) parts.push(rest);
  return parts;
}

export const discordText = (content: DeliveryContent) => `**${content.title}**\n\n${content.body}`;

const discordParts = (content: DeliveryContent) => splitText(discordText(content), DISCORD_MESSAGE_MAX);

/** Discord's messages: the title in bold, then the text, in parts of 2,000 characters at most; nobody is pinged. */
export function discordMessages(content: DeliveryContent) {
  return discordParts(content)
    .slice(0, DISCORD_PARTS_MAX)
    .map((part) => ({ content: part, allowed_mentions: { parse: [] as string[] } }));
}

const notionParts = (body: string) =>
  body.split(/\n{2,}/).flatMap((part) => part.match(new RegExp(`[\\s\\S]{1,${NOTION_TEXT_MAX}}`, 'g')) ?? []);

/** Notion's paragraphs: the text cut at blank lines, each at most 2,000 characters, 100 blocks at most. */
export function notionBlocks(body: string) {
  return notionParts(body)
    .slice(0, NOTION_BLOCKS_MAX)
    .map((part) => ({ object: 'block', type: 'paragraph', paragraph: { rich_text: [{ type: 'text', text: { content: part } }] } }));
}

/**
 * What `kind` receives for `content`: the bodies of its requests and its character
 * count against its limit. `settings` are the connector's saved, non-secret settings
 * (Notion's parent page); a preview without them shows a placeholder there.
 */
export function channelPayload(
  kind: ConnectorKind,
  content: DeliveryContent,
  now: Date,
  settings: Record<string, string> = {},
): ChannelPayload {
  switch (kind) {
    case 'zapier':
    case 'make':
    case 'webhook':
      return { kind, bodies: [hookPayload(content, now)], ...against(content.body.length, CONTENT_MAX) };
    case 'slack': {
      const text = slackText(content);
      return { kind, bodies: [{ text: clip(text, SLACK_MAX) }], ...against(text.length, SLACK_MAX) };
    }
    case 'discord':
      return {
        kind,
        bodies: discordMessages(content),
        count: discordText(content).length,
        limit: DISCORD_MESSAGE_MAX * DISCORD_PARTS_MAX,
        cut: discordParts(content).length > DISCORD_PARTS_MAX,
      };
    case 'wordpress': {
      const html = markdownToHtml(content.body);
      return { kind, bodies: [{ title: content.title, content: html, status: 'draft' }], ...against(html.length, CONTENT_MAX) };
    }
    case 'notion':
      return {
        kind,
        bodies: [
          {
            parent: { page_id: settings.parentPageId ?? '' },
            properties: { title: { title: [{ type: 'text', text: { content: clip(content.title, NOTION_TEXT_MAX) } }] } },
            children: notionBlocks(content.body),
          },
        ],
        count: content.body.length,
        limit: NOTION_TEXT_MAX * NOTION_BLOCKS_MAX,
        cut: notionParts(content.body).length > NOTION_BLOCKS_MAX || content.title.length > NOTION_TEXT_MAX,
      };
    case 'airtable':
      return {
        kind,
        bodies: [
          {
            records: [{ fields: { Title: content.title, Content: content.body, Template: content.template, Created: now.toISOString() } }],
            typecast: true,
          },
        ],
        ...against(content.body.length, CONTENT_MAX),
      };
  }
}
