// The one way the functions talk to PayPal: the official SDK's OrdersController
// for orders, and a small authenticated fetch for the REST calls the SDK lacks
// (webhook verification). Configured by PAYPAL_* (docs/configuration.md); without
// a client id and secret every payment endpoint answers 503.
import { Client, Environment, OrdersController } from '@paypal/paypal-server-sdk';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import * as v from 'valibot';
import { serverConfig, type PayPalConfig } from '../env.ts';
import { HttpError } from '../http.ts';

const API_BASES = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

export const NOT_CONFIGURED = 'Payments are not configured on this server yet. Nothing was charged; please try again later.';

export interface ConfiguredPayPal extends PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** Where requests go: PAYPAL_API_BASE when set (tests, local runs), else PayPal's API for the environment. */
  base: string;
}

/** PayPal's settings, or a 503 when the client id or secret is missing. */
export function requirePayPal(): ConfiguredPayPal {
  const config = serverConfig().paypal;
  if (!config.clientId || !config.clientSecret) throw new HttpError(503, NOT_CONFIGURED);
  return { ...config, clientId: config.clientId, clientSecret: config.clientSecret, base: config.apiBase ?? API_BASES[config.environment] };
}

/**
 * The SDK knows only PayPal's two hosts. With PAYPAL_API_BASE (never allowed
 * together with live, see env.ts) each of its requests is sent to that base
 * instead, through axios's own adapter, so the SDK runs unchanged against a fake.
 */
function redirectTo(base: string): AxiosAdapter {
  const send = axios.getAdapter(axios.defaults.adapter);
  return (config: InternalAxiosRequestConfig) => {
    if (config.url?.startsWith(API_BASES.sandbox)) config.url = base + config.url.slice(API_BASES.sandbox.length);
    return send(config);
  };
}

let cached: { key: string; orders: OrdersController } | null = null;

/** The SDK's orders API for the current configuration, kept for the warm instance (the SDK keeps its token). */
export function ordersApi(paypal: ConfiguredPayPal): OrdersController {
  const key = [paypal.clientId, paypal.clientSecret, paypal.environment, paypal.apiBase, paypal.timeoutMs].join('\n');
  if (cached?.key !== key) {
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: paypal.clientId, oAuthClientSecret: paypal.clientSecret },
      environment: paypal.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: paypal.timeoutMs,
      ...(paypal.apiBase ? { unstable_httpClientOptions: { adapter: redirectTo(paypal.apiBase) } } : {}),
    });
    cached = { key, orders: new OrdersController(client) };
  }
  return cached.orders;
}

let token: { key: string; value: string; expiresAt: number } | null = null;

/** PayPal's OAuth answer: the token, and its lifetime in seconds (5 minutes assumed when it says none). */
const TokenAnswerSchema = v.object({
  access_token: v.string(),
  expires_in: v.fallback(v.number(), 300),
});

async function accessToken(paypal: ConfiguredPayPal): Promise<string> {
  const key = `${paypal.base}\n${paypal.clientId}\n${paypal.clientSecret}`;
  if (token?.key === key && token.expiresAt > Date.now()) return token.value;
  const response = await fetch(`${paypal.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(paypal.timeoutMs),
  });
  if (!response.ok) throw new Error(`PayPal token request failed with status ${response.status}`);
  const answer = v.safeParse(TokenAnswerSchema, await response.json());
  if (!answer.success) throw new Error('PayPal token answer had no access_token');
  const { access_token: value, expires_in: seconds } = answer.output;
  // Renewed a minute early, so a token never expires between check and use.
  token = { key, value, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
  return token.value;
}

/** POSTs a JSON text (sent as is) to a PayPal REST path with the app's token; the parsed answer, or an Error with the status. */
export async function paypalPost(paypal: ConfiguredPayPal, path: string, jsonText: string): Promise<unknown> {
  const response = await fetch(`${paypal.base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await accessToken(paypal)}`, 'Content-Type': 'application/json' },
    body: jsonText,
    signal: AbortSignal.timeout(paypal.timeoutMs),
  });
  if (!response.ok) throw new Error(`PayPal ${path} answered status ${response.status}`);
  return response.json();
}
