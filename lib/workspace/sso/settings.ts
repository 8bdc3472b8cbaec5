import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, ssoDomains } from '@/lib/db/schema';
import type { OidcSettingsInput, PolicyInput, SamlSettingsInput, SsoOverview } from '@/lib/schemas/sso/records';
import { oidcConfiguration } from '@/lib/sso/oidc';
import { readMetadataUrl } from '@/lib/sso/metadata-url';
import { SsoFailure } from '@/lib/sso/failure';
import { parseIdpMetadata } from '@/lib/sso/saml-metadata';
import { sealClientSecret } from '@/lib/sso/secrets';
import { oidcRedirectUri, serviceProviderOf } from '@/lib/sso/urls';
import { recordActivity } from '../activity';
import { assertCan, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';
import { connectionRow, writeConnection } from './connection-row';

/** Settings › Security's single sign-on as an admin sees it: the connection (never its secret), domains and admins. */
export async function ssoOverview(member: Member): Promise<SsoOverview> {
  assertCan(member, 'organization.manage');
  const db = await getDb();
  const [row, domains, admins] = await Promise.all([
    connectionRow(db, member.organizationId),
    db.select().from(ssoDomains).where(eq(ssoDomains.organizationId, member.organizationId)).orderBy(ssoDomains.domain),
    db
      .select({ id: members.id, name: members.displayName, email: members.email })
      .from(members)
      .where(and(eq(members.organizationId, member.organizationId), eq(members.role, 'admin'), isNull(members.removedAt))),
  ]);
  const sp = serviceProviderOf(member.organizationId);
  let idpEntityId: string | null = null;
  if (row?.samlMetadata) {
    try {
      idpEntityId = parseIdpMetadata(row.samlMetadata).entityId;
    } catch {
      idpEntityId = null;
    }
  }
  return {
    protocol: row?.protocol ?? null,
    discoveryUrl: row?.oidcDiscoveryUrl ?? '',
    clientId: row?.oidcClientId ?? '',
    hasClientSecret: Boolean(row?.oidcClientSecret),
    metadataUrl: row?.samlMetadataUrl ?? '',
    idpEntityId,
    testedAt: row?.testedAt?.toISOString() ?? null,
    metadataRefresh: {
      refreshedAt: row?.metadataRefreshedAt?.toISOString() ?? null,
      error: row?.metadataRefreshError ?? null,
      failedAt: row?.metadataRefreshFailedAt?.toISOString() ?? null,
    },
    enabled: row?.enabled ?? false,
    enforced: row?.enforced ?? false,
    breakGlassMemberId: row?.breakGlassMemberId ?? null,
    provisioning: row?.provisioning ?? 'jit',
    defaultRole: row?.defaultRole ?? 'member',
    version: row?.version ?? 0,
    domains: domains.map(({ id, domain, token, verifiedAt, verifiedBy }) => ({
      id,
      domain,
      token,
      verifiedAt: verifiedAt?.toISOString() ?? null,
      verifiedBy,
    })),
    admins,
    serviceProvider: { redirectUri: oidcRedirectUri(), entityId: sp.entityId, acsUrl: sp.acsUrl, metadataUrl: sp.metadataUrl },
  };
}

/** A connection changed is no longer tested: it is switched off until a new test sign-in succeeds. */
const untested = { testedAt: null, enabled: false, enforced: false };
/** A connection saved was just read from its provider: no refresh failure stands. */
const justRead = () => ({ metadataRefreshedAt: new Date(), metadataRefreshError: null, metadataRefreshFailedAt: null });

function invalid(error: unknown): never {
  if (error instanceof SsoFailure) throw new WorkspaceError('invalid', error.message);
  throw error;
}

/**
 * Saves an OIDC connection once its discovery document reads: the client secret sealed for the organization
 * (an empty one keeps the secret saved before).
 */
export const saveOidcConnection = guardedWrite('organization.manage', async (member: Member, input: OidcSettingsInput) => {
  const db = await getDb();
  const current = await connectionRow(db, member.organizationId);
  const keptSecret = current?.protocol === 'oidc' ? current.oidcClientSecret : null;
  if (!input.clientSecret && !keptSecret) throw new WorkspaceError('invalid', 'Enter the client secret.');
  if (input.clientSecret) {
    await oidcConfiguration({ discoveryUrl: input.discoveryUrl, clientId: input.clientId, clientSecret: input.clientSecret }).catch(
      invalid,
    );
  }
  const secret = input.clientSecret ? sealClientSecret(member.organizationId, input.clientSecret) : keptSecret;
  return db.transaction(async (tx) => {
    const saved = await writeConnection(tx, member, input.version, {
      protocol: 'oidc',
      oidcDiscoveryUrl: input.discoveryUrl,
      oidcClientId: input.clientId,
      oidcClientSecret: secret,
      samlMetadata: null,
      samlMetadataUrl: null,
      ...untested,
      ...justRead(),
    });
    await recordActivity(tx, member, {
      action: 'sso.oidc-saved',
      recordType: 'organization',
      recordId: member.organizationId,
      summary: `Saved the OIDC single sign-on connection (${new URL(input.discoveryUrl).host})`,
    });
    return saved;
  });
});

/** The metadata pasted, or read from its URL through the guarded client. */
const metadataText = (input: SamlSettingsInput): Promise<string> =>
  input.metadataXml ? Promise.resolve(input.metadataXml) : readMetadataUrl(input.metadataUrl);

/** Saves a SAML connection once the IdP's metadata reads (entity id, sign-on address and a signing certificate). */
export const saveSamlConnection = guardedWrite('organization.manage', async (member: Member, input: SamlSettingsInput) => {
  const xml = await metadataText(input).catch(invalid);
  let entityId: string;
  try {
    ({ entityId } = parseIdpMetadata(xml));
  } catch (error) {
    invalid(error);
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const saved = await writeConnection(tx, member, input.version, {
      protocol: 'saml',
      samlMetadata: xml,
      samlMetadataUrl: input.metadataUrl || null,
      oidcDiscoveryUrl: null,
      oidcClientId: null,
      oidcClientSecret: null,
      ...untested,
      ...justRead(),
    });
    await recordActivity(tx, member, {
      action: 'sso.saml-saved',
      recordType: 'organization',
      recordId: member.organizationId,
      summary: `Saved the SAML single sign-on connection (${entityId})`,
    });
    return saved;
  });
});

/** Switches the connection on (only once tested and with a verified domain) or off (which ends its enforcement). */
export const setSsoEnabled = guardedWrite('organization.manage', async (member: Member, input: { version: number; enabled: boolean }) => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await connectionRow(tx, member.organizationId);
    if (!current) throw new WorkspaceError('invalid', 'Set up a connection first.');
    if (input.enabled) {
      if (!current.testedAt) throw new WorkspaceError('invalid', 'Run a test sign-in of the connection before switching it on.');
      const [verified] = await tx
        .select({ id: ssoDomains.id })
        .from(ssoDomains)
        .where(and(eq(ssoDomains.organizationId, member.organizationId), isNotNull(ssoDomains.verifiedAt)))
        .limit(1);
      if (!verified) throw new WorkspaceError('invalid', 'Verify at least one domain before switching single sign-on on.');
    }
    const saved = await writeConnection(tx, member, input.version, input.enabled ? { enabled: true } : { enabled: false, enforced: false });
    await recordActivity(tx, member, {
      action: input.enabled ? 'sso.enabled' : 'sso.disabled',
      recordType: 'organization',
      recordId: member.organizationId,
      summary: input.enabled ? 'Switched single sign-on on' : 'Switched single sign-on off',
    });
    return saved;
  });
});

/** Enforcement with its break-glass admin, and how new people are added. */
export const saveSsoPolicy = guardedWrite('organization.manage', async (member: Member, input: PolicyInput) => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await connectionRow(tx, member.organizationId);
    if (!current) throw new WorkspaceError('invalid', 'Set up a connection first.');
    if (input.enforced && !current.enabled) throw new WorkspaceError('invalid', 'Switch single sign-on on before enforcing it.');
    let breakGlass: string | null = null;
    if (input.breakGlassMemberId) {
      const [admin] = await tx
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.id, input.breakGlassMemberId),
            eq(members.organizationId, member.organizationId),
            eq(members.role, 'admin'),
            isNull(members.removedAt),
          ),
        );
      if (!admin) throw new WorkspaceError('invalid', 'The break-glass person must be an administrator of your organization.');
      breakGlass = admin.id;
    }
    const saved = await writeConnection(tx, member, input.version, {
      enforced: input.enforced,
      breakGlassMemberId: breakGlass,
      provisioning: input.provisioning,
      defaultRole: input.defaultRole,
    });
    await recordActivity(tx, member, {
      action: 'sso.policy-saved',
      recordType: 'organization',
      recordId: member.organizationId,
      summary: `${input.enforced ? 'Enforced' : 'Did not enforce'} single sign-on; people are added ${input.provisioning === 'scim' ? 'by SCIM only' : `at their first sign-in as ${input.defaultRole}`}`,
    });
    return saved;
  });
});
