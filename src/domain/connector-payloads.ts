// What each connector receives, built in one place for the automation page's preview and the
// server's delivery (netlify/lib/connectors/messages.ts adds only the address and
// the credentials), so what a user previews is what is sent, byte for byte.
// Hooks (Zapier, Make, a generic webhook) get the content as JSON; Slack a mrkdwn
// message; Discord one message per 2,000 characters; WordPress a draft post;
// Notion a page; Airtable a record.
import { Marked } from 'marked';
import type { DeliveryImage } from './automation/post-image';
import type { ConnectorKind, SendContent } from './connectors';

/** The content a delivery carries, with what the receiver may want to know about it, and its image's public copy. */
export type DeliveryContent = Omit<SendContent, 'connector' | 'image'> & {
  event: 'content.published' | 'content.test';
  image?: DeliveryImage | null;
};

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

/** The hooks' JSON: {event, timestamp, data: {title, body, template, persona, item_id, version, image?: {url, alt, width, height}}}. */
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
      ...(content.image ? { image: { ...content.image } } : {}),
    },
  };
}

export const slackText = (content: DeliveryContent) => `*${content.title}*\n\n${content.body}`;

/** A Slack section's text stops here; Slack's alt text at 2,000. */
export const SLACK_SECTION_MAX = 3000;
const SLACK_ALT_MAX = 2000;

/** Slack's message: the mrkdwn text, and with an image the same text in sections followed by an image block (the text is then the notification's). */
export function slackMessage(content: DeliveryContent) {
  const text = clip(slackText(content), SLACK_MAX);
  if (!content.image) return { text };
  const sections = splitText(text, SLACK_SECTION_MAX).map((part) => ({ type: 'section', text: { type: 'mrkdwn', text: part } }));
  const image = { type: 'image', image_url: content.image.url, alt_text: clip(content.image.alt, SLACK_ALT_MAX) };
  return { text, blocks: [...sections, image] };
}

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

/** Discord's messages: the title in bold, then the text, in parts of 2,000 characters at most, the image as the last one's embed (its alt text the embed's description); nobody is pinged. */
export function discordMessages(content: DeliveryContent) {
  const parts = discordParts(content).slice(0, DISCORD_PARTS_MAX);
  const embed = content.image ? { embeds: [{ description: content.image.alt, image: { url: content.image.url } }] } : {};
  return parts.map((part, index) => ({
    content: part,
    allowed_mentions: { parse: [] as string[] },
    ...(index === parts.length - 1 ? embed : {}),
  }));
}

const notionParts = (body: string) =>
  body.split(/\n{2,}/).flatMap((part) => part.match(new RegExp(`[\\s\\S]{1,${NOTION_TEXT_MAX}}`, 'g')) ?? []);

/** Notion's paragraphs: the text cut at blank lines, each at most 2,000 characters, `max` blocks at most. */
export function notionBlocks(body: string, max = NOTION_BLOCKS_MAX) {
  return notionParts(body)
    .slice(0, max)
    .map((part) => ({ object: 'block', type: 'paragraph', paragraph: { rich_text: [{ type: 'text', text: { content: part } }] } }));
}

/** Notion's blocks of a post: its image first (an external image, the alt text its caption), then the paragraphs. */
function notionPage(content: DeliveryContent) {
  if (!content.image) return notionBlocks(content.body);
  const caption = [{ type: 'text', text: { content: clip(content.image.alt, NOTION_TEXT_MAX) } }];
  const image = { object: 'block', type: 'image', image: { type: 'external', external: { url: content.image.url }, caption } };
  return [image, ...notionBlocks(content.body, NOTION_BLOCKS_MAX - 1)];
}

/** Airtable's Content field: the text, and the image's address after it (the record's fields are fixed names, so no attachment field is assumed). */
const airtableContent = (content: DeliveryContent) =>
  content.image ? `${content.body}\n\nImage: ${content.image.url} (${content.image.alt})` : content.body;

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
      return { kind, bodies: [slackMessage(content)], ...against(text.length, SLACK_MAX) };
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
            children: notionPage(content),
          },
        ],
        count: content.body.length,
        limit: NOTION_TEXT_MAX * NOTION_BLOCKS_MAX,
        cut: notionParts(content.body).length > NOTION_BLOCKS_MAX - (content.image ? 1 : 0) || content.title.length > NOTION_TEXT_MAX,
      };
    case 'airtable':
      return {
        kind,
        bodies: [
          {
            records: [
              {
                fields: { Title: content.title, Content: airtableContent(content), Template: content.template, Created: now.toISOString() },
              },
            ],
            typecast: true,
          },
        ],
        ...against(content.body.length, CONTENT_MAX),
      };
  }
}
