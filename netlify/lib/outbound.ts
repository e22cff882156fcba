// The one way the functions call a URL a user gave (a custom provider's base URL,
// webhooks, publishing connectors): https to public addresses on ordinary ports
// only, so a user cannot point the server at the platform's own network, a cloud
// metadata service or a database. Addresses are an allowlist (outbound-address.ts);
// ports are 443 or 1024-65535 minus database and internal service ports. The host
// is checked before connecting (IP literals) and again at connect time on the
// addresses DNS returned (so a name resolving to 10.0.0.1 is refused too, and DNS
// cannot change its answer between check and use), on every redirect.
// OUTBOUND_ALLOW_LOCAL=1 adds http and the loopback addresses, any port, for local runs.
//
// Node's global fetch ignores http.Agent-style filters, so this uses undici's own
// fetch with an Agent whose connect.lookup refuses non-public addresses.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit, type Response as UndiciResponse } from 'undici';
import { serverConfig } from './env.ts';
import { isIPAddress, isLoopbackAddress, isPublicAddress } from './outbound-address.ts';

export { isPublicAddress, unwrapMappedIPv4 } from './outbound-address.ts';

/** A URL the server will not call; its message says why, in words a user can act on. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
}

function allowed(address: string, allowLocal: boolean): boolean {
  return isPublicAddress(address) || (allowLocal && isLoopbackAddress(address));
}

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `url` names this machine (localhost, 127.0.0.1, [::1]): a local run's stand-in receivers. */
export const isLocalName = (url: URL) => LOCAL_NAMES.has(url.hostname.toLowerCase());

// Ports a URL may name besides https's own 443. Below 1024 are the system
// services (ssh, smtp, plain http...), none of which a provider, webhook or site
// needs. Within 1024-65535 these are databases, caches, queues and cluster
// control planes: they speak their own protocols, are never the API a user means,
// and reaching one on a public address (the platform's own included) is how a
// server gets used to probe or talk to infrastructure.
const DENIED_PORTS: ReadonlySet<number> = new Set([
  // SQL databases: SQL Server, Oracle, MySQL (and its X protocol), PostgreSQL, PgBouncer
  1433, 1434, 1521, 3306, 33060, 5432, 6432,
  // document and wide-column stores: CouchDB, Cassandra (and WebLogic's 7001), MongoDB, RethinkDB
  5984, 7001, 9042, 27017, 27018, 27019, 28015,
  // caches: Redis (and Sentinel), memcached
  6379, 26379, 11211,
  // search and queues: Elasticsearch, Kafka, RabbitMQ (AMQP and management), Erlang's epmd
  9200, 9300, 9092, 5672, 15672, 4369,
  // containers and clusters: Docker API and Swarm, Kubernetes API, kubelet and kube-proxy, etcd, ZooKeeper
  2375, 2376, 2377, 6443, 10250, 10255, 10256, 2379, 2380, 2181,
  // service discovery and secrets: Consul, Vault
  8500, 8501, 8200,
  // file systems and remote desktop: NFS, HDFS, RDP
  2049, 50070, 3389,
]);

function portAllowed(port: number): boolean {
  return port === 443 || (port >= 1024 && port <= 65535 && !DENIED_PORTS.has(port));
}

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
    throw new OutboundRefusedError(
      allowLocal ? 'Only https:// addresses (or http://localhost) can be used.' : 'Only https:// addresses can be used.',
    );
  }
  if (url.username || url.password) throw new OutboundRefusedError('Put credentials in the key field, not in the address.');
  // Names that are this machine by definition (RFC 6761) are refused here, not only
  // when a connection is opened: a form accepts exactly what a test can reach.
  if (!allowLocal && (LOCAL_NAMES.has(host) || host.endsWith('.localhost'))) throw refusedHost(url.hostname);
  // A literal is connected to without a DNS lookup, so it is judged here. The URL
  // parser has already turned 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into
  // 127.0.0.1; a host of digits and dots that is still not an address is refused.
  const isLiteral = isIPAddress(host) || /^[\d.]+$/.test(host);
  if (isLiteral && !allowed(host, allowLocal)) throw refusedHost(url.hostname);
  // Local runs call fakes on loopback at whatever port they got.
  const localHost = allowLocal && (LOCAL_NAMES.has(host) || (isLiteral && isLoopbackAddress(host)));
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!localHost && !portAllowed(port)) {
    throw new OutboundRefusedError(
      `Port ${port} cannot be used. Use the standard https port (443) or a port from 1024 to 65535 that is not a database or internal service port.`,
    );
  }
  return url;
}

/**
 * checkOutboundUrl, and the addresses the name has now: a name whose addresses are
 * private is refused when it is saved, as it would be when called. A name that does
 * not resolve (yet) passes: the connection is checked again when it is made.
 */
export async function checkOutboundDestination(input: string | URL, allowLocal = serverConfig().outboundAllowLocal): Promise<URL> {
  const url = checkOutboundUrl(input, allowLocal);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIPAddress(host)) return url;
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  if (addresses.some((entry) => !allowed(entry.address, allowLocal))) throw refusedHost(url.hostname);
  return url;
}

const refusedHost = (host: string) =>
  new OutboundRefusedError(
    `${host} is a private or internal network address. The server only connects to addresses on the public internet.`,
  );

/** dns.lookup that fails when any address of the name is not public: undici calls it for every connection it opens. */
function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!addresses.length || addresses.some((entry) => !allowed(entry.address, allowLocal))) return callback(refusedHost(hostname), []);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const agents = new Map<boolean, Agent>();
function agentFor(allowLocal: boolean): Agent {
  let agent = agents.get(allowLocal);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(allowLocal) }, connections: 16 });
    agents.set(allowLocal, agent);
  }
  return agent;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
/** Statuses whose response has no body (a Response made with one throws). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** undici's body as a stream of the global fetch's kind, read as it arrives. */
function globalStream(body: UndiciResponse['body']): ReadableStream<Uint8Array> | null {
  if (!body) return null;
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** undici's response as the global fetch's (what the model SDKs and the callers expect): the same status, headers and streamed body. */
function asGlobalResponse(response: UndiciResponse): Response {
  return new Response(NULL_BODY_STATUSES.has(response.status) ? null : globalStream(response.body), {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
  });
}

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
      response = await undiciFetch(url, {
        ...(init as UndiciRequestInit),
        method,
        headers: Object.fromEntries(headers),
        body: body as UndiciRequestInit['body'],
        signal,
        redirect: 'manual',
        dispatcher,
      });
    } catch (error) {
      throw unwrap(error);
    }
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || !location) return asGlobalResponse(response);
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
