/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ssoConnections } from '@/lib/db/schema';
import { parseIdpMetadata } from '@/lib/sso/saml-metadata';
import type { Member } from '@/lib/workspace/member';
import { refreshAfterUnknownKey, refreshAllSsoMetadata, refreshSsoMetadata, saveSamlConnection, ssoOverview } from '@/lib/workspace/sso';
import { idpMetadata, newSigningKey } from '@/tests/support/sso/saml-idp';
import { founder, withThrowAwayDatabase } from '../fixtures';
import { IDP_ENTITY, idpKey } from './fixtures';

// The provider's metadata address is a local web server, which the guarded client reaches because the operator
// allows it, as for the other stand-ins.
process.env.OUTBOUND_ALLOWED_HOSTS = '127.0.0.1';
withThrowAwayDatabase('sso-metadata-refresh');

const rotatedKey = newSigningKey('Rotated IdP');
/** What the provider's metadata address answers now, and how often it was asked. */
let answer: { status: number; body: string };
let requests = 0;
let server: Server;
let metadataUrl: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(answer.status, { 'content-type': 'application/xml' }).end(answer.body);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  metadataUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`;
});
afterAll(() => new Promise((done) => server.close(done)));

const metadataWith = (key = idpKey, entityId = IDP_ENTITY) => idpMetadata(entityId, 'https://idp.fixture.test/sso', key);

/** An organization whose SAML connection was saved from the metadata URL. */
async function connectedByUrl(name: string): Promise<Member> {
  const admin = await founder(name);
  answer = { status: 200, body: metadataWith() };
  await saveSamlConnection(admin, { version: 0, metadataXml: '', metadataUrl });
  return admin;
}

async function storedCertificates(organizationId: string): Promise<string[]> {
  const [row] = await (await getDb()).select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
  return parseIdpMetadata(row!.samlMetadata!).certificates;
}

describe('refreshing a provider’s metadata', () => {
  it('takes the rotated keys the provider now publishes, keeping the connection on', async () => {
    const admin = await connectedByUrl('Rotating');
    answer = { status: 200, body: metadataWith(rotatedKey) };
    expect(await refreshSsoMetadata(admin.organizationId)).toBe('refreshed');
    expect(await storedCertificates(admin.organizationId)).toEqual([rotatedKey.certificateBase64]);
    expect((await ssoOverview(admin)).metadataRefresh).toEqual(expect.objectContaining({ error: null, refreshedAt: expect.any(String) }));
    expect(await refreshSsoMetadata(admin.organizationId)).toBe('unchanged');
  });

  it('keeps the last good metadata when the provider fails, and says why in Settings', async () => {
    const admin = await connectedByUrl('Failing');
    answer = { status: 503, body: 'down' };
    expect(await refreshSsoMetadata(admin.organizationId)).toBe('failed');
    expect(await storedCertificates(admin.organizationId)).toEqual([idpKey.certificateBase64]);
    const { metadataRefresh } = await ssoOverview(admin);
    expect(metadataRefresh.error).toBe('The metadata URL answered 503.');
    expect(metadataRefresh.failedAt).toEqual(expect.any(String));

    answer = { status: 200, body: metadataWith() };
    expect(await refreshSsoMetadata(admin.organizationId)).toBe('unchanged');
    expect((await ssoOverview(admin)).metadataRefresh.error).toBeNull();
  });

  it('refuses metadata that names another identity provider, keeping the one saved', async () => {
    const admin = await connectedByUrl('Switched');
    answer = { status: 200, body: metadataWith(rotatedKey, 'https://someone-else.test/idp') };
    expect(await refreshSsoMetadata(admin.organizationId)).toBe('failed');
    expect((await ssoOverview(admin)).metadataRefresh.error).toMatch(/another identity provider/);
    expect(await storedCertificates(admin.organizationId)).toEqual([idpKey.certificateBase64]);
  });

  it('reads again for a signature by an unknown key at most once a minute per organization', async () => {
    const admin = await connectedByUrl('Limited');
    answer = { status: 200, body: metadataWith(rotatedKey) };
    const now = new Date();
    const before = requests;
    expect(await refreshAfterUnknownKey(admin.organizationId, now)).toBe(true);
    expect(await refreshAfterUnknownKey(admin.organizationId, new Date(now.getTime() + 30_000))).toBe(false);
    expect(requests - before).toBe(1);
    answer = { status: 200, body: metadataWith() };
    expect(await refreshAfterUnknownKey(admin.organizationId, new Date(now.getTime() + 61_000))).toBe(true);
    expect(requests - before).toBe(2);
  });

  it('refreshes every connection given by URL in the daily run', async () => {
    const admin = await connectedByUrl('Daily');
    answer = { status: 200, body: metadataWith(rotatedKey) };
    const run = await refreshAllSsoMetadata();
    expect(run.refreshed).toBeGreaterThanOrEqual(1);
    expect(await storedCertificates(admin.organizationId)).toEqual([rotatedKey.certificateBase64]);
  });
});
