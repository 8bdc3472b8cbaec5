import { randomBytes } from 'node:crypto';
import type { Member } from '@/lib/workspace/member';
import { addSsoDomain, markConnectionTested, saveSamlConnection, setSsoEnabled, verifySsoDomain } from '@/lib/workspace/sso';
import { idpMetadata, newSigningKey } from '@/tests/support/sso/saml-idp';

export const idpKey = newSigningKey('Fixture IdP');
export const IDP_ENTITY = 'https://idp.fixture.test/metadata';
export const IDP_METADATA = idpMetadata(IDP_ENTITY, 'https://idp.fixture.test/sso', idpKey);

/** A domain no other test uses. */
export const freshDomain = () => `acme-${randomBytes(4).toString('hex')}.test`;

/** A resolver whose only TXT record is the one given, as a DNS zone that publishes the proof would answer. */
export const txtResolver = (record: string) => async () => [[record]];
export const noTxt = async (): Promise<string[][]> => {
  throw Object.assign(new Error('queryTxt ENODATA'), { code: 'ENODATA' });
};
export const noFile = async () => new Response('not found', { status: 404 });

/** Adds and proves a domain for the admin's organization through its TXT record. */
export async function verifiedDomain(admin: Member, domain = freshDomain()): Promise<string> {
  const added = await addSsoDomain(admin, domain);
  await verifySsoDomain(admin, added.id, { resolve: txtResolver(`complia-domain-verification=${added.token}`), fetcher: noFile });
  return domain;
}

/** A SAML connection, tested and switched on, with one verified domain: what an organization has after its set-up. */
export async function ssoOrganization(admin: Member): Promise<{ domain: string; version: number }> {
  const saved = await saveSamlConnection(admin, { version: 0, metadataXml: IDP_METADATA, metadataUrl: '' });
  const domain = await verifiedDomain(admin);
  await markConnectionTested(admin.organizationId, admin.id, `admin@${domain}`);
  const enabled = await setSsoEnabled(admin, { version: saved.version, enabled: true });
  return { domain, version: enabled.version };
}
