// The SSRF guard, in production mode (OUTBOUND_ALLOW_LOCAL unset) and in local mode,
// against real sockets: a refused address is never connected to.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOutboundDestination,
  checkOutboundUrl,
  isPublicAddress,
  outboundFetch,
  outboundText,
  OutboundRefusedError,
  unwrapMappedIPv4,
} from '../../netlify/lib/outbound';

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
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:81b::200e',
      '::ffff:8.8.8.8',
      '0:0:0:0:0:ffff:808:808',
      '[2606:4700:4700::1111]',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
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
    expect(unwrapMappedIPv4('0:0:0:0:0:FFFF:7F00:1')).toBe('127.0.0.1');
    expect(unwrapMappedIPv4('[2606:4700:4700::1111]')).toBe('2606:4700:4700::1111');
  });

  it('allows only IPv6 global unicast (2000::/3) minus its special ranges, and IPv4 public unicast', () => {
    for (const address of [
      '::7f00:1', // IPv4-compatible
      '::127.0.0.1',
      '::8.8.8.8',
      '::ffff:0:7f00:1', // SIIT
      '::ffff:0:8.8.8.8',
      'fec0::1', // site-local
      'fc00::1',
      'ff02::1',
      'ff0e::1',
      '100::1', // discard
      '5f00::1', // SRv6
      '2001::1', // Teredo
      '2001:10::1', // ORCHID
      '2001:db8::1',
      '2002:7f00:1::',
      '2002:808:808::1',
      '3fff::1',
      '4000::1',
      '1fff:ffff::1',
      '64:ff9b:1::a00:1',
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '203.0.113.9',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '172.31.255.255',
      // not addresses at all
      '0177.0.0.1',
      '127.1',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':::',
      '1.2.3.4::',
      '::1.2.3',
      '12345::',
      'fe80::1%eth0',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '172.32.0.1',
      '100.128.0.1',
      '198.20.0.1',
      '223.255.255.254',
      '2001:200::1',
      '2003::1',
      '2620:4f:8000::1',
      '3ffe::1',
      '2a03:2880:f12f:83:face:b00c:0:25de',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    // every spelling of one address gets the answer its canonical form gets
    for (const spelling of [
      '::ffff:127.0.0.1',
      '0:0:0:0:0:ffff:7f00:1',
      '::0:ffff:7f00:1',
      '::ffff:8.8.8.8',
      '2606:4700:4700:0:0:0:0:1111',
      '2606:4700:4700::0.0.17.17',
      '::127.0.0.1',
      'FEC0::1',
    ]) {
      const canonical = new URL(`https://[${spelling}]/`).hostname.slice(1, -1);
      expect(isPublicAddress(spelling), spelling).toBe(isPublicAddress(canonical));
    }
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

  it('refuses every non-public literal, however it is written', async () => {
    for (const url of [
      'https://[::7f00:1]/',
      'https://[::127.0.0.1]/',
      'https://[::ffff:0:7f00:1]/',
      'https://[::ffff:0:127.0.0.1]/',
      'https://[fec0::1]/',
      'https://[fc00::1]/',
      'https://[ff02::1]/',
      'https://[2001:db8::1]/',
      'https://[2002:7f00:1::]/',
      'https://[64:ff9b::7f00:1]/',
      'https://0.0.0.0/',
      'https://255.255.255.255/',
      // the URL parser turns these into 127.0.0.1
      'https://2130706433/',
      'https://0x7f000001/',
      'https://0177.0.0.1/',
      'https://127.1/',
    ]) {
      expect(await refusal(url), url).toMatch(
        / is a private or internal network address\. The server only connects to addresses on the public internet\.$/,
      );
      expect(() => checkOutboundUrl(url, false), url).toThrow(OutboundRefusedError);
    }
    expect(seen).toEqual([]);
  });

  it('allows https on 443 and on 1024-65535 except database and internal service ports', async () => {
    for (const port of [22, 25, 80, 6379, 5432, 2375, 10250, 1023, 27017, 3306, 11211, 2379]) {
      const url = `https://example.com:${port}/`;
      expect(await refusal(url), url).toBe(
        `Port ${port} cannot be used. Use the standard https port (443) or a port from 1024 to 65535 that is not a database or internal service port.`,
      );
    }
    for (const url of [
      'https://example.com/',
      'https://example.com:443/',
      'https://example.com:8443/',
      'https://example.com:1024/',
      'https://example.com:9000/',
      'https://8.8.8.8:65535/',
    ]) {
      expect(checkOutboundUrl(url, false).href, url).toBe(new URL(url).href);
    }
  });

  it('refuses at connect time a name that resolves to a private address', async () => {
    expect(await refusal(`https://localhost:${port}/`)).toBe(
      'localhost is a private or internal network address. The server only connects to addresses on the public internet.',
    );
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
    expect(await refusal('https://[::7f00:1]/')).toMatch(/is a private/);
  });

  it('allows loopback on any port, and still applies the port rule to other hosts', () => {
    for (const url of [
      'http://localhost:22/',
      'http://127.0.0.1:6379/',
      'http://[::1]:5432/',
      'http://localhost/',
      'https://127.0.0.2:2375/',
    ]) {
      expect(checkOutboundUrl(url, true).href, url).toBe(new URL(url).href);
    }
    expect(() => checkOutboundUrl('https://example.com:6379/', true)).toThrow(/^Port 6379 cannot be used/);
    expect(() => checkOutboundUrl('https://example.com:22/', true)).toThrow(/^Port 22 cannot be used/);
  });

  it('checks every redirect, and drops Authorization when one leaves the origin', async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    const to = (target: string) => `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(target)}`;
    expect(await refusal(to('http://169.254.169.254/latest/meta-data/'))).toBe(
      'Only https:// addresses (or http://localhost) can be used.',
    );
    expect(await refusal(to('https://169.254.169.254/latest/meta-data/'))).toMatch(/^169\.254\.169\.254 is a private/);
    expect(await refusal(to('https://[::ffff:10.0.0.1]/'))).toMatch(/is a private/);
    expect(await refusal(to('https://[::7f00:1]/'))).toMatch(/^\[::7f00:1\] is a private/);
    expect(await refusal(to('https://[::ffff:0:127.0.0.1]/'))).toMatch(/is a private/);
    expect(await refusal(to('https://example.com:6379/'))).toMatch(/^Port 6379 cannot be used/);
    expect(await refusal(to('https://example.com:22/'))).toMatch(/^Port 22 cannot be used/);
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

describe('checkOutboundDestination: what a form accepts, a call can reach', () => {
  it('refuses the names of this machine outright, at save as when called', async () => {
    for (const url of ['https://localhost/hook', 'https://LOCALHOST:8443/x', 'https://app.localhost/hook'])
      await expect(checkOutboundDestination(url, false), url).rejects.toThrow(/private or internal network address/);
    expect(() => checkOutboundUrl('https://localhost/hook', false)).toThrow(/private or internal/);
    // a local run's stand-ins stay reachable
    await expect(checkOutboundDestination('http://localhost:9999/hook', true)).resolves.toBeInstanceOf(URL);
  });

  it('lets a public literal through, and a name that does not resolve yet (checked again when called)', async () => {
    await expect(checkOutboundDestination('https://93.184.215.14/hook', false)).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundDestination('https://no-such-host.invalid/hook', false)).resolves.toBeInstanceOf(URL);
  });
});
