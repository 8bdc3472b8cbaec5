/** @jest-environment node */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { installPeerAddressHook, peerHeaderName } from '@/lib/peer-address';

// The hook patches Node's shared server prototypes: put back exactly what was there before.
const prototypes = [http.Server.prototype, https.Server.prototype];
const before = prototypes.map((prototype) => Object.getOwnPropertyDescriptor(prototype, 'emit'));
afterAll(() => {
  prototypes.forEach((prototype, index) => {
    const descriptor = before[index];
    if (descriptor) Object.defineProperty(prototype, 'emit', descriptor);
    else delete (prototype as { emit?: unknown }).emit;
  });
});

/** Starts a server that answers with the headers it saw, sends one request with `headers`, and closes. */
async function headersSeen(headers: Record<string, string>): Promise<http.IncomingHttpHeaders> {
  const server = http.createServer((request, response) => response.end(JSON.stringify(request.headers)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return (await answer.json()) as http.IncomingHttpHeaders;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('installPeerAddressHook', () => {
  it('without the hook, a request carries no peer header', async () => {
    expect((await headersSeen({}))[peerHeaderName()]).toBeUndefined();
  });

  it("writes the socket's address into the peer header, over anything the client sent, and leaves the rest", async () => {
    installPeerAddressHook();
    const seen = await headersSeen({ [peerHeaderName()]: '203.0.113.1', 'x-forwarded-for': '203.0.113.2' });
    expect(seen[peerHeaderName()]).toBe('127.0.0.1');
    expect(seen['x-forwarded-for']).toBe('203.0.113.2');
  });

  it('installs once: a second call wraps nothing again', () => {
    const emit = http.Server.prototype.emit;
    installPeerAddressHook();
    expect(http.Server.prototype.emit).toBe(emit);
    expect(Object.hasOwn(https.Server.prototype, 'emit')).toBe(true);
  });

  it('keeps one random header name per process', () => {
    expect(peerHeaderName()).toBe(peerHeaderName());
    expect(peerHeaderName()).toMatch(/^x-complia-peer-[0-9a-f]{32}$/);
  });
});
