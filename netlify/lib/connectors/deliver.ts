// Delivers content to one connector through the outbound helper (https and public
// addresses only, each redirect checked, a time limit) and says what came of it.
// Premium connectors deliver only for PRO users; a secret never reaches the result.
import { CONNECTOR_INFO, type ConnectorKind, type DeliveryResult } from '#domain/connectors.ts';
import type { Profile } from '#domain/profile.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { outboundText, OutboundRefusedError } from '../outbound.ts';
import { buildDelivery, type DeliveryContent } from './messages.ts';
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

/** The receiver's answer as the owner may see it: short, and without any part of the secret should it echo one. */
function shortAnswer(text: string, secret: string): string {
  const redacted = secretParts(secret).reduce((answer, part) => answer.split(part).join('…'), text);
  return redacted.replace(/\s+/g, ' ').trim().slice(0, ANSWER_MAX);
}

export async function deliver(
  userId: string,
  tier: Profile['subscription_status'],
  connector: ConnectorKind,
  content: DeliveryContent,
  now = new Date(),
): Promise<DeliveryResult> {
  const at = now.toISOString();
  const failed = (answer: string, status: number | null = null): DeliveryResult => ({ connector, ok: false, status, at, answer });
  if (CONNECTOR_INFO[connector].premium && tier !== 'paid') return failed(PREMIUM_REQUIRED);
  const saved = await connectorSecret(userId, connector);
  if (!saved) return failed(`${CONNECTOR_INFO[connector].name} is not connected.`);
  const requests = buildDelivery(connector, saved.settings, saved.secret, content, now);
  const timeoutMs = serverConfig().timeoutsMs.connector;
  try {
    let result: DeliveryResult | null = null;
    // In order, so Discord's parts arrive as numbered; a refused part stops the rest.
    for (const [index, { url, init }] of requests.entries()) {
      const response = await outboundText(url, { ...init, timeoutMs, maxBytes: 100_000 });
      const ok = response.status >= 200 && response.status < 300;
      const part = requests.length > 1 && !ok ? `Part ${index + 1} of ${requests.length}: ` : '';
      const answer = shortAnswer(response.text, saved.secret) || (ok ? 'Delivered.' : `HTTP ${response.status}`);
      result = { connector, ok, status: response.status, at, answer: `${part}${answer}` };
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
