/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listeningAddress, siteUrlWarningOfThisServer } from '@/lib/listening-address';

/** An HTTP server of this process bound to `host` on a free port, as Next.js binds its own before start-up runs. */
async function listenOn(host: string): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer();
  await new Promise<void>((done) => server.listen(0, host, done));
  return { server, port: (server.address() as AddressInfo).port };
}

let server: http.Server | undefined;
afterEach(async () => {
  const closing = server;
  server = undefined;
  if (closing) await new Promise((done) => closing.close(done));
});

describe('the SITE_URL warning at start', () => {
  it('names the host and port the server is bound to (next start -H 127.0.0.1 leaves HOSTNAME unset)', async () => {
    const bound = await listenOn('127.0.0.1');
    server = bound.server;
    expect(listeningAddress({}, 3000)).toEqual({ hostname: '127.0.0.1', port: bound.port });
    const warning = siteUrlWarningOfThisServer({}, 3000);
    expect(warning).toContain(`while this server listens on port ${bound.port}.`);
    expect(warning).not.toContain('0.0.0.0');
  });

  it('names the bound address over a HOSTNAME and PORT that say otherwise', async () => {
    const bound = await listenOn('127.0.0.1');
    server = bound.server;
    expect(listeningAddress({ HOSTNAME: '0.0.0.0', PORT: '8080' }, 8080)).toEqual({ hostname: '127.0.0.1', port: bound.port });
  });

  it('says the server is reachable beyond this machine when it is bound to every interface', async () => {
    const bound = await listenOn('0.0.0.0');
    server = bound.server;
    expect(siteUrlWarningOfThisServer({}, 3000)).toContain(`while this server listens on 0.0.0.0:${bound.port}, beyond this machine.`);
  });

  it('says nothing once SITE_URL is set', async () => {
    server = (await listenOn('0.0.0.0')).server;
    expect(siteUrlWarningOfThisServer({ SITE_URL: 'https://compliance.example.com' }, 3000)).toBeNull();
  });

  it('falls back to HOSTNAME and the configured port before any server listens', () => {
    expect(listeningAddress({ HOSTNAME: '10.0.0.5' }, 4000)).toEqual({ hostname: '10.0.0.5', port: 4000 });
    expect(siteUrlWarningOfThisServer({}, 3000)).toContain('on 0.0.0.0:3000, beyond this machine');
  });
});
