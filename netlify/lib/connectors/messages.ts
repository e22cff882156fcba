// Where each connector's requests go and with which credentials. What they carry is
// built by src/domain/connector-payloads.ts, the code the automation page's preview runs, so
// a delivery sends exactly what was previewed. The base addresses of the Notion and
// Airtable APIs come from env so tests can point them at local fakes.
import { channelPayload, type DeliveryContent } from '#domain/connector-payloads.ts';
import type { ConnectorKind } from '#domain/connectors.ts';
import { serverConfig } from '../env.ts';

export type { DeliveryContent };

export interface Outbound {
  url: string;
  init: RequestInit;
}

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The address and the headers of `kind`'s requests; the secret never goes anywhere else. */
function destination(
  kind: ConnectorKind,
  settings: Record<string, string>,
  secret: string,
): { url: string; headers: Record<string, string> } {
  const apis = serverConfig().connectorApis;
  switch (kind) {
    case 'zapier':
    case 'make':
    case 'webhook':
    case 'slack':
    case 'discord':
      return { url: secret, headers: {} };
    case 'wordpress':
      return {
        url: `${settings.siteUrl}/wp-json/wp/v2/posts`,
        headers: { authorization: `Basic ${Buffer.from(`${settings.username}:${secret}`).toString('base64')}` },
      };
    case 'notion':
      return { url: `${apis.notion}/v1/pages`, headers: { authorization: `Bearer ${secret}`, 'notion-version': '2022-06-28' } };
    case 'airtable':
      return {
        url: `${apis.airtable}/v0/${encodeURIComponent(settings.baseId!)}/${encodeURIComponent(settings.table!)}`,
        headers: { authorization: `Bearer ${secret}` },
      };
  }
}

/**
 * The requests of one delivery, in the order they are sent (Discord: one per part).
 * `featuredMedia`: the WordPress media id of the post's uploaded image.
 */
export function buildDelivery(
  kind: ConnectorKind,
  settings: Record<string, string>,
  secret: string,
  content: DeliveryContent,
  now: Date,
  featuredMedia?: number,
): Outbound[] {
  const { url, headers } = destination(kind, settings, secret);
  const bodies = channelPayload(kind, content, now, settings).bodies;
  const withMedia =
    featuredMedia === undefined
      ? bodies
      : bodies.map((body) => ({ ...(typeof body === 'object' ? body : {}), featured_media: featuredMedia }));
  return withMedia.map((body) => ({ url, init: post(body, headers) }));
}

/** WordPress's media upload of a post's image: the bytes with their type, file name and alt text (POST /wp-json/wp/v2/media). */
export function wordpressMediaUpload(
  settings: Record<string, string>,
  secret: string,
  media: { mime: string; fileName: string; bytes: Uint8Array },
  alt: string,
): Outbound {
  const { headers } = destination('wordpress', settings, secret);
  const url = `${settings.siteUrl}/wp-json/wp/v2/media?alt_text=${encodeURIComponent(alt)}`;
  return {
    url,
    init: {
      method: 'POST',
      headers: { ...headers, 'content-type': media.mime, 'content-disposition': `attachment; filename="${media.fileName}"` },
      body: new Uint8Array(media.bytes),
    },
  };
}
