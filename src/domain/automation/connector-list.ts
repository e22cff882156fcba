// The automation page's connectors: the twelve it lists (and the generic webhook), which of
// them deliver today and which are still coming. Apart from the rest of the catalogue (catalogue.ts re-exports it)
// because the marketing pages count them (src/domain/plans.ts) and should not load
// the automation page's templates and samples to do so.

/** The connectors that deliver (src/domain/connectors.ts has each one's setup fields). */
export const CONNECTOR_KINDS = ['zapier', 'make', 'webhook', 'slack', 'discord', 'wordpress', 'notion', 'airtable'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

/** The generic webhook's name on every screen (the automation page adds it beside the catalogue below). */
export const WEBHOOK_CONNECTOR_NAME = 'Webhook';

/** Premium connectors the automation page lists that are not built yet: shown, plainly marked as coming. */
export const COMING_CONNECTORS = ['google-sheets', 'stripe', 'mailchimp', 'hubspot', 'salesforce'] as const;

export interface Connector {
  id: string;
  name: string;
  icon: string;
  description: string;
  category: string;
  setupUrl: string;
  premium: boolean;
}

export const CONNECTORS: readonly Connector[] = [
  {
    id: 'zapier',
    name: 'Zapier',
    icon: 'Z',
    description: 'Send content to 6,000+ apps with a Zap.',
    category: 'Automation',
    setupUrl: 'https://zapier.com/apps/webhook/integrations',
    premium: false,
  },
  {
    id: 'make',
    name: 'Make',
    icon: 'M',
    description: 'Build visual scenarios that publish your content.',
    category: 'Automation',
    setupUrl: 'https://www.make.com/en/integrations/gateway',
    premium: false,
  },
  {
    id: 'google-sheets',
    name: 'Google Sheets',
    icon: 'GS',
    description: 'Log every piece in a spreadsheet.',
    category: 'Data',
    setupUrl: 'https://developers.google.com/sheets/api',
    premium: true,
  },
  {
    id: 'airtable',
    name: 'Airtable',
    icon: 'A',
    description: 'Keep a content calendar in a base.',
    category: 'Data',
    setupUrl: 'https://airtable.com/developers/web/api/introduction',
    premium: true,
  },
  {
    id: 'notion',
    name: 'Notion',
    icon: 'N',
    description: 'Create a page for each piece.',
    category: 'Productivity',
    setupUrl: 'https://developers.notion.com/',
    premium: true,
  },
  {
    id: 'slack',
    name: 'Slack',
    icon: 'S',
    description: 'Post new content to a channel.',
    category: 'Communication',
    setupUrl: 'https://api.slack.com/messaging/webhooks',
    premium: true,
  },
  {
    id: 'discord',
    name: 'Discord',
    icon: 'D',
    description: 'Share content in your server.',
    category: 'Communication',
    setupUrl: 'https://support.discord.com/hc/en-us/articles/228383668',
    premium: true,
  },
  {
    id: 'stripe',
    name: 'Stripe',
    icon: 'St',
    description: 'Tie content to products and payments.',
    category: 'Payments',
    setupUrl: 'https://stripe.com/docs/api',
    premium: true,
  },
  {
    id: 'mailchimp',
    name: 'Mailchimp',
    icon: 'Mc',
    description: 'Turn posts into email campaigns.',
    category: 'Email',
    setupUrl: 'https://mailchimp.com/developer/',
    premium: true,
  },
  {
    id: 'hubspot',
    name: 'HubSpot',
    icon: 'H',
    description: 'Publish to your HubSpot blog and CRM.',
    category: 'CRM',
    setupUrl: 'https://developers.hubspot.com/',
    premium: true,
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    icon: 'Sf',
    description: 'Attach content to campaigns.',
    category: 'CRM',
    setupUrl: 'https://developer.salesforce.com/',
    premium: true,
  },
  {
    id: 'wordpress',
    name: 'WordPress',
    icon: 'W',
    description: 'Create draft posts on your site.',
    category: 'Publishing',
    setupUrl: 'https://developer.wordpress.org/rest-api/',
    premium: true,
  },
];

/** A connector's name as every screen shows it: the catalogue's, or the webhook's. */
export function connectorName(id: string): string {
  return id === 'webhook' ? WEBHOOK_CONNECTOR_NAME : (CONNECTORS.find((connector) => connector.id === id)?.name ?? id);
}
