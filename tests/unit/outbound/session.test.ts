/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outboundSession, refusalOf, type AllowedHost } from '@/lib/outbound';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Upstream = { url: string; port: number; asked: string[]; close: () => Promise<void> };

/** A local server answering with `handler`, keeping the paths it was asked. */
async function upstream(handler: Handler): Promise<Upstream> {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    asked,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

let main: Upstream;
let other: Upstream;
beforeAll(async () => {
  main = await upstream((request, response) => {
    const path = request.url ?? '/';
    if (path === '/same') return (response.writeHead(302, { location: '/target' }), response.end());
    if (path === '/target') return json(response, { login: 'acme-corp' });
    if (path === '/to-metadata') return (response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }), response.end());
    if (path === '/to-other') return (response.writeHead(307, { location: `${other.url}/secret` }), response.end());
    if (path === '/loop') return (response.writeHead(302, { location: '/loop' }), response.end());
    if (path === '/page') return (response.writeHead(200, { 'content-type': 'text/html' }), response.end('<html>Sign in</html>'));
    if (path === '/missing-page') return (response.writeHead(404, { 'content-type': 'text/html' }), response.end('<html>404</html>'));
    if (path === '/announced') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      return response.end('x'.repeat(5000));
    }
    if (path === '/streamed') {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let chunk = 0; chunk < 10; chunk += 1) response.write('y'.repeat(500));
      return response.end();
    }
    return json(response, { path });
  });
  other = await upstream((_request, response) => json(response, { secret: 'the other host' }));
});
afterAll(async () => {
  await main.close();
  await other.close();
});

const loopback: AllowedHost[] = [{ hostname: '127.0.0.1', port: null }];
const refusalFrom = async (answer: Promise<unknown>) => {
  try {
    await answer;
  } catch (error) {
    return refusalOf(error);
  }
  throw new Error('The request was not refused.');
};

describe('outbound requests', () => {
  it('reaches a host the operator allows over plain http, and follows a redirect within the same address', async () => {
    const session = outboundSession({ allowedHosts: loopback });
    const response = await session.fetch(`${main.url}/same`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ login: 'acme-corp' });
    expect(main.asked.slice(-2)).toEqual(['/same', '/target']);
  });

  it('refuses the plain http of a host the operator does not allow, sending nothing', async () => {
    const before = main.asked.length;
    const session = outboundSession({ allowedHosts: [{ hostname: '127.0.0.1', port: main.port + 1 }] });
    expect(await refusalFrom(session.fetch(`${main.url}/`))).toMatchObject({ kind: 'plain-http' });
    expect(main.asked).toHaveLength(before);
  });

  it('refuses a redirect to a private address or to another host and port, without asking it or showing its answer', async () => {
    const session = outboundSession({ allowedHosts: loopback });
    const toMetadata = await refusalFrom(session.fetch(`${main.url}/to-metadata`));
    expect(toMetadata).toMatchObject({
      kind: 'redirect',
      message: `${main.url} redirected to another address; the product follows redirects only within the same address.`,
    });
    const toOther = await refusalFrom(session.fetch(`${main.url}/to-other`));
    expect(toOther).toMatchObject({ kind: 'redirect' });
    expect(toOther!.message).not.toContain('the other host');
    expect(other.asked).toEqual([]);
    expect(await refusalFrom(session.fetch(`${main.url}/loop`))).toMatchObject({ kind: 'too-many-redirects' });
  });

  it("refuses a request that leaves the session's address", async () => {
    const session = outboundSession({ allowedHosts: loopback, origin: main.url });
    expect(await refusalFrom(session.fetch(`${other.url}/secret`))).toMatchObject({ kind: 'other-address' });
    expect(other.asked).toEqual([]);
  });

  it('refuses a host name that resolves to a private address when it connects, whatever the allowance of that address', async () => {
    const resolved: string[] = [];
    const session = outboundSession({
      allowedHosts: loopback,
      resolve: async (hostname) => (resolved.push(hostname), [{ address: '127.0.0.1', family: 4 }]),
    });
    const before = main.asked.length;
    expect(await refusalFrom(session.fetch(`https://api.example.test:${main.port}/orgs/acme-corp`))).toMatchObject({
      kind: 'private-address',
      message: 'The address api.example.test points to a private network; only public HTTPS addresses are allowed.',
    });
    expect(resolved).toEqual(['api.example.test']);
    expect(main.asked).toHaveLength(before);
  });

  it('refuses localhost, resolved by the system, in the same words whether its port is open or closed', async () => {
    const session = outboundSession({ allowedHosts: loopback });
    const open = await refusalFrom(session.fetch(`https://localhost:${main.port}/`));
    const closed = await refusalFrom(session.fetch('https://localhost:1/'));
    expect(open).toMatchObject({ kind: 'private-address' });
    expect(closed!.message).toBe(open!.message);
  });

  it('connects to a host name the operator allows, resolved to a private address', async () => {
    const session = outboundSession({
      allowedHosts: [{ hostname: 'minio.internal', port: main.port }],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const response = await session.fetch(`http://minio.internal:${main.port}/bucket`);
    expect(await response.json()).toEqual({ path: '/bucket' });
  });

  it('refuses a success answered with a web page, but passes an error status on to the caller', async () => {
    const session = outboundSession({ allowedHosts: loopback });
    const refusal = await refusalFrom(session.fetch(`${main.url}/page`));
    expect(refusal).toMatchObject({ kind: 'web-page', message: `${main.url} answered with a web page, not an API.` });
    expect(refusal!.message).not.toContain('Sign in');
    expect((await session.fetch(`${main.url}/missing-page`)).status).toBe(404);
  });

  it('refuses an answer larger than its bound, announced or streamed', async () => {
    const session = outboundSession({ allowedHosts: loopback, limits: { maxBytes: 4096 } });
    expect(await refusalFrom(session.fetch(`${main.url}/announced`))).toMatchObject({ kind: 'too-large' });
    const streamed = await session.fetch(`${main.url}/streamed`);
    expect(await refusalFrom(streamed.text())).toMatchObject({
      kind: 'too-large',
      message: `The answer of ${main.url} is larger than 4 KB; the product stopped reading it.`,
    });
  });

  it('stops a run that asks one list for more pages than its bound', async () => {
    const session = outboundSession({ allowedHosts: loopback, limits: { maxPagesPerList: 3 } });
    for (let page = 1; page <= 3; page += 1) await (await session.fetch(`${main.url}/list?page=${page}`)).json();
    expect(await refusalFrom(session.fetch(`${main.url}/list?page=4`))).toMatchObject({ kind: 'too-many-pages' });
    expect(main.asked.filter((path) => path.startsWith('/list'))).toHaveLength(3);
  });
});
