// The SSRF guard, in production mode (OUTBOUND_ALLOW_LOCAL unset) and in local mode,
// against real sockets: a refused address is never connected to.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPublicAddress, outboundFetch, outboundText, OutboundRefusedError, unwrapMappedIPv4 } from '../../netlify/lib/outbound';

let server: Server;
let port = 0;
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    const redirect = /^\/redirect\?to=(.*)$/.exec(req.url ?? '');
    if (redirect) {
      res.writeHead(302, { location: decodeURIComponent(redirect[1]!) }).end();
    } else if (req.url === '/big') {
      res.end('x'.repeat(5_000));
    } else if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 2_000);
    } else {
      res.end(`hello from ${req.url}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete process.env.OUTBOUND_ALLOW_LOCAL;
  seen.length = 0;
});

async function refusal(url: string): Promise<string> {
  try {
    await outboundFetch(url);
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundRefusedError);
    return (error as Error).message;
  }
  throw new Error(`${url} was fetched`);
}

describe('addresses', () => {
  it('tells public addresses from private, loopback, link-local, metadata and reserved ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:a00:1',
      '64:ff9b::a00:1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(unwrapMappedIPv4('[::ffff:169.254.169.254]')).toBe('169.254.169.254');
  });
});

describe('production mode', () => {
  it('refuses http, private literals, metadata, mapped IPv6 and credentials before connecting', async () => {
    expect(await refusal(`http://127.0.0.1:${port}/`)).toBe('Only https:// addresses can be used.');
    expect(await refusal('https://127.0.0.1/')).toMatch(/^127\.0\.0\.1 is a private or internal network address/);
    expect(await refusal('https://10.0.0.7/v1')).toMatch(/^10\.0\.0\.7 is a private/);
    expect(await refusal('https://169.254.169.254/latest/meta-data/')).toMatch(/^169\.254\.169\.254 is a private/);
    expect(await refusal('https://[::ffff:127.0.0.1]/')).toMatch(/is a private/);
    expect(await refusal('https://[::1]/')).toMatch(/is a private/);
    expect(await refusal('ftp://example.com/')).toBe('Only https:// addresses can be used.');
    expect(await refusal('not a url')).toBe('This is not a valid web address.');
    expect(() => checkOutboundUrl('https://user:pw@example.com/', false)).toThrow('Put credentials in the key field, not in the address.');
    expect(seen).toEqual([]);
  });

  it('refuses at connect time a name that resolves to a private address', async () => {
    expect(await refusal(`https://localhost:${port}/`)).toBe('localhost is a private or internal network address. The server only connects to addresses on the public internet.');
    expect(seen).toEqual([]);
  });
});

describe('local mode (OUTBOUND_ALLOW_LOCAL=1)', () => {
  it('reaches http://localhost and 127.0.0.1, and still refuses other private addresses', async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    expect((await outboundText(`http://127.0.0.1:${port}/a`)).text).toBe('hello from /a');
    expect((await outboundText(`http://localhost:${port}/b`)).text).toBe('hello from /b');
    expect(await refusal('http://10.0.0.7/')).toBe('Only https:// addresses (or http://localhost) can be used.');
    expect(await refusal('https://192.168.0.10/')).toMatch(/is a private/);
  });

  it('checks every redirect, and drops Authorization when one leaves the origin', async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    const to = (target: string) => `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(target)}`;
    expect(await refusal(to('http://169.254.169.254/latest/meta-data/'))).toBe('Only https:// addresses (or http://localhost) can be used.');
    expect(await refusal(to('https://169.254.169.254/latest/meta-data/'))).toMatch(/^169\.254\.169\.254 is a private/);
    expect(await refusal(to('https://[::ffff:10.0.0.1]/'))).toMatch(/is a private/);
    seen.length = 0;
    const same = await outboundText(to('/landed'), { headers: { authorization: 'Bearer sk-user' } });
    expect(same.text).toBe('hello from /landed');
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer sk-user');
    const other = await outboundText(to(`http://localhost:${port}/elsewhere`), { headers: { authorization: 'Bearer sk-user' } });
    expect(other.text).toBe('hello from /elsewhere');
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('stops after five redirects, at the size cap and at the time limit', async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    let url = `http://127.0.0.1:${port}/end`;
    for (let i = 0; i < 6; i += 1) url = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(url)}`;
    expect(await refusal(url)).toBe('The address redirected more than 5 times.');
    await expect(outboundText(`http://127.0.0.1:${port}/big`, { maxBytes: 1_000 })).rejects.toThrow('The answer was larger than 1 KB.');
    await expect(outboundText(`http://127.0.0.1:${port}/slow`, { timeoutMs: 200 })).rejects.toThrow(/timeout|aborted/i);
  });
});
