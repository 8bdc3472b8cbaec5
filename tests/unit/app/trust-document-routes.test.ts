/** @jest-environment node */
import { peerHeaderName } from '@/lib/peer-address';
import { downloadThroughAccessLink, publicTrustDocument } from '@/lib/workspace/trust';

// lib/env.ts reads these on first use: the default, a server reached directly.
delete process.env.TRUSTED_PROXY;
delete process.env.VERCEL;

// The records are stand-ins: what is tested here is the routes' answers and their download budget.
jest.mock('@/lib/workspace/trust', () => ({ publicTrustDocument: jest.fn(), downloadThroughAccessLink: jest.fn() }));

const id = '16fd2706-8baf-433b-82eb-8c7fada847da';
const file = { name: 'SOC 2 report.pdf', contentType: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF\n') };

const publicRoute = () => import('@/app/(public)/trust/[slug]/documents/[id]/route');
const accessRoute = () => import('@/app/(public)/trust/[slug]/access/[token]/documents/[id]/route');

const request = (address: string) =>
  new Request(`http://127.0.0.1/trust/acme/documents/${id}`, { headers: { [peerHeaderName()]: address } });

async function publicDownload(address: string, documentId = id): Promise<Response> {
  const { GET } = await publicRoute();
  return GET(request(address), { params: Promise.resolve({ slug: 'acme', id: documentId }) });
}

async function linkDownload(address: string): Promise<Response> {
  const { GET } = await accessRoute();
  return GET(request(address), { params: Promise.resolve({ slug: 'acme', token: 'token', id }) });
}

beforeEach(() => {
  jest.mocked(publicTrustDocument).mockResolvedValue(file);
  jest.mocked(downloadThroughAccessLink).mockResolvedValue({ ok: true, file });
});

describe('trust center document routes', () => {
  it('send a document as an uncached attachment, and a plain 404 for an unknown or malformed id', async () => {
    const sent = await publicDownload('203.0.113.1');
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-disposition')).toMatch(/^attachment; filename="SOC 2 report.pdf"/);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(await sent.text()).toBe('%PDF-1.7\n%%EOF\n');

    jest.mocked(publicTrustDocument).mockResolvedValue(null);
    const unknown = await publicDownload('203.0.113.1');
    expect([unknown.status, await unknown.text()]).toEqual([404, 'This document is not available.']);
    const malformed = await publicDownload('203.0.113.1', '../../etc/passwd');
    expect(malformed.status).toBe(404);
    expect(publicTrustDocument).toHaveBeenCalledTimes(2);
  });

  it('answer a revoked link 403 with its reason', async () => {
    jest.mocked(downloadThroughAccessLink).mockResolvedValue({ ok: false, problem: 'revoked', message: 'This link was revoked.' });
    const refused = await linkDownload('203.0.113.2');
    expect([refused.status, await refused.text()]).toEqual([403, 'This link was revoked.']);
  });

  it('refuse a client past 60 downloads in 15 minutes, both routes counting together, and keep serving others', async () => {
    const address = '198.51.100.7';
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await publicDownload(address)).status);
    for (let index = 0; index < 30; index += 1) statuses.push((await linkDownload(address)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    jest.mocked(publicTrustDocument).mockClear();
    const refused = await publicDownload(address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/^Too many document downloads from your network\. Please try again in /);
    expect(publicTrustDocument).not.toHaveBeenCalled();
    expect((await linkDownload(address)).status).toBe(429);

    expect((await publicDownload('198.51.100.8')).status).toBe(200);
  });
});
