// Delivers content to one connector through the outbound helper (https and public
// addresses only, each redirect checked, a time limit) and says what came of it.
// Premium connectors deliver only for PRO users; a secret never reaches the result.
import * as v from 'valibot';
import type { DeliveryMedia } from '#domain/automation/post-image.ts';
import { CONNECTOR_INFO, type ConnectorKind, type DeliveryResult } from '#domain/connectors.ts';
import type { Profile } from '#domain/profile.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { outboundText, OutboundRefusedError } from '../outbound.ts';
import { buildDelivery, wordpressMediaUpload, type DeliveryContent, type Outbound } from './messages.ts';
import { connectorSecret } from './store.ts';

const ANSWER_MAX = 300;

export const PREMIUM_REQUIRED = 'This connector is part of PRO. Upgrade to use it.';

/** 403 when a free user asks for a premium connector. */
export function requireConnectorTier(connector: ConnectorKind, tier: Profile['subscription_status']): void {
  if (CONNECTOR_INFO[connector].premium && tier !== 'paid') throw new HttpError(403, PREMIUM_REQUIRED);
}

/** The parts of a secret a receiver might echo: the whole, and for a hook URL its path, query and each longer piece of them. */
function secretParts(secret: string): string[] {
  const parts = [secret];
  try {
    const url = new URL(secret);
    parts.push(`${url.pathname}${url.search}`, ...`${url.pathname}${url.search}`.split(/[/?&=]+/));
  } catch {
    /* a token, not a URL */
  }
  return parts.filter((part) => part.length >= 6).sort((a, b) => b.length - a.length);
}

/** A receiver's answer as JSON, or null when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The receiver's answer as the owner may see it: short, and without any part of the secret should it echo one. */
function shortAnswer(text: string, secret: string): string {
  const redacted = secretParts(secret).reduce((answer, part) => answer.split(part).join('…'), text);
  return redacted.replace(/\s+/g, ' ').trim().slice(0, ANSWER_MAX);
}

/** WordPress's answer to a media upload: the new attachment's id. */
const WordPressMediaSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** A request sent through the outbound helper, its answer as the owner may see it. */
async function send({ url, init }: Outbound, secret: string, timeoutMs: number) {
  const response = await outboundText(url, { ...init, timeoutMs, maxBytes: 100_000 });
  const ok = response.status >= 200 && response.status < 300;
  return {
    ok,
    status: response.status,
    text: response.text,
    answer: shortAnswer(response.text, secret) || (ok ? 'Delivered.' : `HTTP ${response.status}`),
  };
}

/**
 * Delivers `content` to `connector`. `media`: the bytes of the post's image, which
 * WordPress takes into its media library first and sets as the post's featured image.
 */
export async function deliver(
  userId: string,
  tier: Profile['subscription_status'],
  connector: ConnectorKind,
  content: DeliveryContent,
  now = new Date(),
  media?: DeliveryMedia,
): Promise<DeliveryResult> {
  const at = now.toISOString();
  const failed = (answer: string, status: number | null = null): DeliveryResult => ({ connector, ok: false, status, at, answer });
  if (CONNECTOR_INFO[connector].premium && tier !== 'paid') return failed(PREMIUM_REQUIRED);
  const saved = await connectorSecret(userId, connector);
  if (!saved) return failed(`${CONNECTOR_INFO[connector].name} is not connected.`);
  const timeoutMs = serverConfig().timeoutsMs.connector;
  try {
    let featuredMedia: number | undefined;
    if (connector === 'wordpress' && media && content.image) {
      const upload = wordpressMediaUpload(saved.settings, saved.secret, { ...media, bytes: await media.bytes() }, content.image.alt);
      const uploaded = await send(upload, saved.secret, timeoutMs);
      if (!uploaded.ok) return failed(`The image upload: ${uploaded.answer}`, uploaded.status);
      const answer = v.safeParse(WordPressMediaSchema, parseJson(uploaded.text));
      if (!answer.success) return failed('The image upload: WordPress did not answer with the new media.', uploaded.status);
      featuredMedia = answer.output.id;
    }
    const requests = buildDelivery(connector, saved.settings, saved.secret, content, now, featuredMedia);
    let result: DeliveryResult | null = null;
    // In order, so Discord's parts arrive as numbered; a refused part stops the rest.
    for (const [index, request] of requests.entries()) {
      const { ok, status, answer } = await send(request, saved.secret, timeoutMs);
      const part = requests.length > 1 && !ok ? `Part ${index + 1} of ${requests.length}: ` : '';
      result = { connector, ok, status, at, answer: `${part}${answer}` };
      if (!ok) break;
    }
    return result ?? failed('There was nothing to send.');
  } catch (error) {
    if (error instanceof OutboundRefusedError) return failed(error.message);
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return failed(`${CONNECTOR_INFO[connector].name} did not answer within ${timeoutMs / 1000} s.`);
    return failed(`${CONNECTOR_INFO[connector].name} could not be reached.`);
  }
}
