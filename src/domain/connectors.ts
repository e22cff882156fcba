// Connectors (docs/api.md, "Connectors"): where automation content is delivered. Each
// kind's setup fields (one of them the secret: a hook URL or a token, sealed on the
// server and never sent back), which need PRO, and the wire of /api/connectors.
import * as v from 'valibot';
import { PostImageSchema } from './automation/post-image';

import { COMING_CONNECTORS, CONNECTOR_KINDS, connectorName, type ConnectorKind } from './automation/connector-list';

// Declared with the catalogue (kept free of valibot: the marketing pages count them, src/domain/plans.ts).
export { COMING_CONNECTORS, CONNECTOR_KINDS, type ConnectorKind };

export interface ConnectorField {
  id: string;
  label: string;
  placeholder: string;
  /** The secret of the connector: sealed at rest, never sent back, required only when connecting. */
  secret?: boolean;
  type?: 'url' | 'text' | 'password';
  hint?: string;
}

export interface ConnectorKindInfo {
  name: string;
  premium: boolean;
  fields: ConnectorField[];
  /** One line on where the values come from. */
  help: string;
  /** The only addresses the service's hooks have: a hook URL of another service is refused at save. */
  hookAddress?: { pattern: RegExp; start: string };
  /** What a Test leaves behind in the service, when it creates something there. */
  testLeaves?: string;
}

const hookField = (placeholder: string, hint: string): ConnectorField => ({
  id: 'url',
  label: 'Webhook URL',
  placeholder,
  secret: true,
  type: 'url',
  hint,
});

export const CONNECTOR_INFO: Record<ConnectorKind, ConnectorKindInfo> = {
  zapier: {
    name: connectorName('zapier'),
    premium: false,
    fields: [hookField('https://hooks.zapier.com/hooks/catch/…', 'A Zap whose trigger is "Webhooks by Zapier: Catch Hook".')],
    help: 'Create a Zap with the Catch Hook trigger and paste its URL.',
    hookAddress: { pattern: /^https:\/\/hooks\.zapier\.com\/hooks\/catch\//, start: 'https://hooks.zapier.com/hooks/catch/' },
  },
  make: {
    name: connectorName('make'),
    premium: false,
    fields: [hookField('https://hook.eu1.make.com/…', 'A scenario that starts with "Webhooks: Custom webhook".')],
    help: 'Add a Custom webhook module to a scenario and paste its address.',
    hookAddress: {
      pattern: /^https:\/\/hook\.([a-z0-9-]+\.)?(make\.com|integromat\.com)\//,
      start: "https://hook.eu1.make.com/ (or your region's hook.….make.com)",
    },
  },
  webhook: {
    name: connectorName('webhook'),
    premium: false,
    fields: [hookField('https://example.com/hooks/content', 'Any https endpoint (n8n, Pipedream, your own server).')],
    help: 'Each piece is POSTed as JSON to this address.',
  },
  slack: {
    name: connectorName('slack'),
    premium: true,
    fields: [hookField('https://hooks.slack.com/services/…', 'An incoming webhook of the channel.')],
    help: 'Create an incoming webhook for the channel in your Slack app.',
    hookAddress: { pattern: /^https:\/\/hooks\.slack\.com\/(services|workflows|triggers)\//, start: 'https://hooks.slack.com/services/' },
  },
  discord: {
    name: connectorName('discord'),
    premium: true,
    fields: [hookField('https://discord.com/api/webhooks/…', 'Channel settings, Integrations, Webhooks.')],
    help: 'Create a webhook in the channel settings and copy its URL.',
    hookAddress: {
      pattern: /^https:\/\/((ptb|canary)\.)?(discord|discordapp)\.com\/api\/(v\d+\/)?webhooks\//,
      start: 'https://discord.com/api/webhooks/',
    },
  },
  wordpress: {
    name: connectorName('wordpress'),
    premium: true,
    fields: [
      { id: 'siteUrl', label: 'Site address', placeholder: 'https://yourblog.com', type: 'url' },
      { id: 'username', label: 'Username', placeholder: 'editor', type: 'text' },
      {
        id: 'password',
        label: 'Application password',
        placeholder: 'xxxx xxxx xxxx xxxx xxxx xxxx',
        secret: true,
        type: 'password',
        hint: 'Users, Profile, Application Passwords.',
      },
    ],
    help: 'Each piece becomes a draft post on your site.',
    testLeaves: 'Test creates a draft post titled "Test from AI Business Hub" on your site; delete it there when you like.',
  },
  notion: {
    name: connectorName('notion'),
    premium: true,
    fields: [
      {
        id: 'token',
        label: 'Integration token',
        placeholder: 'ntn_…',
        secret: true,
        type: 'password',
        hint: 'From your internal integration.',
      },
      {
        id: 'parentPageId',
        label: 'Parent page link or ID',
        placeholder: 'https://www.notion.so/Your-page-…',
        type: 'text',
        hint: 'Paste the page link (Share, Copy link). Share the page with the integration first.',
      },
    ],
    help: 'Each piece becomes a page under the parent page.',
    testLeaves: 'Test creates a page titled "Test from AI Business Hub" under the parent page; delete it there when you like.',
  },
  airtable: {
    name: connectorName('airtable'),
    premium: true,
    fields: [
      {
        id: 'token',
        label: 'Personal access token',
        placeholder: 'pat…',
        secret: true,
        type: 'password',
        hint: 'Scope data.records:write on the base.',
      },
      { id: 'baseId', label: 'Base ID', placeholder: 'app…', type: 'text' },
      { id: 'table', label: 'Table', placeholder: 'Content', type: 'text' },
    ],
    help: 'Each piece becomes a record with the fields Title, Content, Template and Created.',
    testLeaves: 'Test adds a record titled "Test from AI Business Hub" to the table; delete it there when you like.',
  },
};

/**
 * A Notion page's id from what a user pastes: its link ("https://www.notion.so/Team-
 * Notes-1a2b…?pvs=4"), the id with or without hyphens. The text itself when none is in it.
 */
export function notionPageId(pasted: string): string {
  const path = /^https?:\/\//i.test(pasted) ? pasted.replace(/[?#].*$/, '') : pasted;
  const hex = path.replace(/-/g, '').match(/[0-9a-f]{32}$/i);
  return hex ? hex[0].toLowerCase() : pasted;
}

/** Why `url` cannot be the hook of `kind` (another service's address), or null. */
export function hookAddressProblem(kind: ConnectorKind, url: string): string | null {
  const address = CONNECTOR_INFO[kind].hookAddress;
  if (!address || address.pattern.test(url.trim())) return null;
  return `This is not a ${CONNECTOR_INFO[kind].name} webhook address: it starts with ${address.start}.`;
}

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Please enter the ${label.toLowerCase()}.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

/** The non-secret settings each kind keeps (the secret travels apart, as `secret`). */
export const CONNECTOR_SETTINGS: Record<ConnectorKind, v.GenericSchema<unknown, Record<string, string>>> = {
  zapier: v.object({}),
  make: v.object({}),
  webhook: v.object({}),
  slack: v.object({}),
  discord: v.object({}),
  wordpress: v.object({ siteUrl: text('Site address', 300), username: text('Username', 100) }),
  notion: v.object({
    parentPageId: v.pipe(
      text('Parent page link or ID', 500),
      v.transform(notionPageId),
      v.regex(/^[0-9a-f]{32}$/, 'Paste the link of the Notion page (Share, Copy link), or the 32 characters at its end.'),
    ),
  }),
  airtable: v.object({
    baseId: v.pipe(text('Base ID', 40), v.regex(/^app[A-Za-z0-9]{3,37}$/, 'The base ID starts with "app".')),
    table: text('Table', 100),
  }),
};

/** PUT /api/connectors: connect (or update) one connector. The secret may be left out to keep the saved one. */
export const SaveConnectorSchema = v.object({
  connector: v.picklist(CONNECTOR_KINDS, 'Unknown connector.'),
  settings: v.optional(v.record(v.string(), v.string()), {}),
  secret: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'The secret must be at most 2000 characters.'))),
});

export const ConnectorRefSchema = v.object({ connector: v.picklist(CONNECTOR_KINDS, 'Unknown connector.') });

/** POST /api/connectors/send: deliver this content now. */
export const SendContentSchema = v.object({
  connector: v.picklist(CONNECTOR_KINDS, 'Unknown connector.'),
  title: text('Title', 200),
  body: v.pipe(
    v.string('The content must be text.'),
    v.nonEmpty('There is no content to send.'),
    v.maxLength(100_000, 'The content must be at most 100,000 characters.'),
  ),
  template: v.picklist(['blog', 'youtube', 'social'] as const, 'Unknown template.'),
  persona: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  item_id: v.optional(v.nullable(v.pipe(v.string(), v.uuid()))),
  version: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  /** Use in post: the image of the sender's My images the post carries. */
  image: v.optional(v.nullable(PostImageSchema)),
});
export type SendContent = v.InferOutput<typeof SendContentSchema>;

/** One delivery's outcome, as a send answers it and a run records it (user_connectors.last_test, content_runs.deliveries). */
export const DeliveryResultSchema = v.object({
  connector: v.picklist(CONNECTOR_KINDS),
  ok: v.boolean(),
  /** The receiver's HTTP status; null when it could not be reached. */
  status: v.nullable(v.number()),
  at: v.string(),
  /** The start of the receiver's answer, or why it failed. */
  answer: v.string(),
});
export type DeliveryResult = v.InferOutput<typeof DeliveryResultSchema>;

/** The outcomes a run kept (content_runs.deliveries, jsonb): the entries that are outcomes; none when the value is not a list. */
export function parseStoredDeliveries(value: unknown): DeliveryResult[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const parsed = v.safeParse(DeliveryResultSchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

/** A connector as GET /api/connectors lists it: never its secret. */
const ConnectedConnectorSchema = v.object({
  connector: v.picklist(CONNECTOR_KINDS),
  settings: v.record(v.string(), v.string()),
  /** What identifies the secret to its owner, e.g. "hooks.zapier.com/…/3f9a" or "…a1b2". */
  summary: v.string(),
  last_test: v.nullable(DeliveryResultSchema),
  updated_at: v.string(),
});
export type ConnectedConnector = v.InferOutput<typeof ConnectedConnectorSchema>;

/** GET, PUT and DELETE /api/connectors answer: the caller's connectors. */
export const ConnectorsResponseSchema = v.object({ connectors: v.array(ConnectedConnectorSchema) });
export type ConnectorsResponse = v.InferOutput<typeof ConnectorsResponseSchema>;

/** POST /api/connectors/send and /api/connectors/test answer: the delivery's outcome. */
export const DeliveryResponseSchema = v.object({ delivery: DeliveryResultSchema });
export type DeliveryResponse = v.InferOutput<typeof DeliveryResponseSchema>;
