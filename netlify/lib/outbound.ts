// The one way the functions call a URL a user gave (a custom provider's base URL,
// later webhooks and publishing connectors): https to public addresses only, so a
// user cannot point the server at the platform's own network or a cloud metadata
// service. The host is checked before connecting (IP literals) and again at connect
// time on the addresses DNS returned (so a name resolving to 10.0.0.1 is refused
// too, and DNS cannot change its answer between check and use), on every redirect.
// OUTBOUND_ALLOW_LOCAL=1 adds http and the loopback addresses, for local runs.
//
// Node's global fetch ignores http.Agent-style filters, so this uses undici's own
// fetch with an Agent whose connect.lookup refuses non-public addresses.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit, type Response as UndiciResponse } from 'undici';
import { serverConfig } from './env.ts';

/** A URL the server will not call; its message says why, in words a user can act on. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv6 address that carries an IPv4 one (::ffff:a.b.c.d, also written ::ffff:7f00:1) as that IPv4 address. */
export function unwrapMappedIPv4(address: string): string {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  const dotted = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return lower;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const kind = isIP(address);
  return kind === 4 ? 'ipv4' : kind === 6 ? 'ipv6' : null;
}

/** Whether an IP address is on the public internet (not private, loopback, link-local, metadata, reserved...). */
export function isPublicAddress(raw: string): boolean {
  const address = unwrapMappedIPv4(raw);
  const kind = family(address);
  return kind !== null && !NOT_PUBLIC.check(address, kind);
}

function isLoopback(raw: string): boolean {
  const address = unwrapMappedIPv4(raw);
  const kind = family(address);
  return kind !== null && LOOPBACK.check(address, kind);
}

function allowed(address: string, allowLocal: boolean): boolean {
  return isPublicAddress(address) || (allowLocal && isLoopback(address));
}

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The URL if the server may call it; else OutboundRefusedError. Names are checked again when connecting. */
export function checkOutboundUrl(input: string | URL, allowLocal = serverConfig().outboundAllowLocal): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundRefusedError('This is not a valid web address.');
  }
  const host = url.hostname.toLowerCase();
  const localHttp = allowLocal && url.protocol === 'http:' && LOCAL_NAMES.has(host);
  if (url.protocol !== 'https:' && !localHttp) {
    throw new OutboundRefusedError(allowLocal ? 'Only https:// addresses (or http://localhost) can be used.' : 'Only https:// addresses can be used.');
  }
  if (url.username || url.password) throw new OutboundRefusedError('Put credentials in the key field, not in the address.');
  const literal = host.replace(/^\[|\]$/g, '');
  if (family(literal) && !allowed(literal, allowLocal)) throw refusedHost(url.hostname);
  return url;
}

const refusedHost = (host: string) =>
  new OutboundRefusedError(`${host} is a private or internal network address. The server only connects to addresses on the public internet.`);

/** dns.lookup that fails when any address of the name is not public: undici calls it for every connection it opens. */
function guardedLookup(allowLocal: boolean) {
  return (hostname: string, options: { family?: number; all?: boolean }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      if (!addresses.length || addresses.some((entry) => !allowed(entry.address, allowLocal))) return callback(refusedHost(hostname));
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const agents = new Map<boolean, Agent>();
function agentFor(allowLocal: boolean): Agent {
  let agent = agents.get(allowLocal);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(allowLocal) as never }, connections: 16 });
    agents.set(allowLocal, agent);
  }
  return agent;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/** The refusal behind a failed connection (undici wraps it as "fetch failed"), or the error itself. */
function unwrap(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (current instanceof OutboundRefusedError) return current;
    current = current.cause;
  }
  return error;
}

/**
 * fetch for URLs users give, with the same shape as the global one (the model SDKs
 * take it as their `fetch`). Redirects are followed here, each target checked, and
 * the Authorization header is dropped when a redirect leaves the origin.
 */
export async function outboundFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const allowLocal = serverConfig().outboundAllowLocal;
  const dispatcher = agentFor(allowLocal);
  let url = checkOutboundUrl(input instanceof Request ? input.url : input, allowLocal);
  let method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  let body = init.body ?? (input instanceof Request && method !== 'GET' && method !== 'HEAD' ? await input.arrayBuffer() : undefined);
  const signal = init.signal ?? (input instanceof Request ? input.signal : undefined);
  for (let hop = 0; ; hop += 1) {
    let response: UndiciResponse;
    try {
      response = await undiciFetch(url, { ...(init as UndiciRequestInit), method, headers: Object.fromEntries(headers), body: body as UndiciRequestInit['body'], signal, redirect: 'manual', dispatcher });
    } catch (error) {
      throw unwrap(error);
    }
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || !location) return response as unknown as Response;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new OutboundRefusedError(`The address redirected more than ${MAX_REDIRECTS} times.`);
    const next = checkOutboundUrl(new URL(location, url), allowLocal);
    if (next.origin !== url.origin) headers.delete('authorization');
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers.delete('content-type');
    }
    url = next;
  }
}

/** A whole response as text, with a time limit and a size cap (for short calls such as a connection test). */
export async function outboundText(
  input: string | URL,
  init: RequestInit & { timeoutMs?: number; maxBytes?: number } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const { timeoutMs = 10_000, maxBytes = 1_000_000, ...rest } = init;
  const signal = rest.signal ? AbortSignal.any([rest.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
  const response = await outboundFetch(input, { ...rest, signal });
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new OutboundRefusedError(`The answer was larger than ${Math.round(maxBytes / 1000)} KB.`);
    }
    chunks.push(value);
  }
  return { status: response.status, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') };
}
