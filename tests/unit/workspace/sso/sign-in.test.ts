/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import { SsoFailure } from '@/lib/sso/failure';
import { removeMember } from '@/lib/workspace/organization';
import { createScimUser, patchScimUser } from '@/lib/workspace/scim';
import {
  passwordSignInRefused,
  provisioningOf,
  saveSsoPolicy,
  setSsoEnabled,
  signInMember,
  signUpRefused,
  spendOnce,
  ssoRouteForEmail,
  saveSamlConnection,
} from '@/lib/workspace/sso';
import { accountFounder, accountJoining } from '../../mfa/accounts';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';
import { freshDomain, IDP_METADATA, ssoOrganization } from './fixtures';

withThrowAwayDatabase('sso-sign-in');

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SsoFailure)) throw new Error(`Expected an SsoFailure, got ${String(error)}`);
  return error.message;
}

describe('signing in through the provider', () => {
  it('sends an address of a verified domain to its organization’s provider, and no other', async () => {
    const admin = await founder('Ada');
    const { domain } = await ssoOrganization(admin);
    expect(await ssoRouteForEmail(`Someone@${domain.toUpperCase()}`)).toEqual({ organizationId: admin.organizationId, protocol: 'saml' });
    expect(await ssoRouteForEmail(`someone@${freshDomain()}`)).toBeNull();
  });

  it('creates a new person just in time, with the default role', async () => {
    const admin = await founder('Ben');
    const { domain, version } = await ssoOrganization(admin);
    await saveSsoPolicy(admin, { version, enforced: false, breakGlassMemberId: '', provisioning: 'jit', defaultRole: 'viewer' });
    const accountId = await signInMember(admin.organizationId, `new.person@${domain}`, null);
    const db = await getDb();
    const [member] = await db
      .select()
      .from(members)
      .where(and(eq(members.organizationId, admin.organizationId), eq(members.subject, `embedded:${accountId}`)));
    expect(member).toEqual(expect.objectContaining({ role: 'viewer', email: `new.person@${domain}` }));
    // The second sign-in finds the same account and membership.
    expect(await signInMember(admin.organizationId, `new.person@${domain}`, null)).toBe(accountId);
  });

  it('refuses a new person when the organization adds people by SCIM only, and lets an existing member in', async () => {
    const admin = await founder('Cal');
    const { domain, version } = await ssoOrganization(admin);
    const known = await signInMember(admin.organizationId, `known@${domain}`, null);
    expect(await provisioningOf(admin.organizationId)).toBe('jit');
    await saveSsoPolicy(admin, { version, enforced: false, breakGlassMemberId: '', provisioning: 'scim', defaultRole: 'member' });
    expect(await provisioningOf(admin.organizationId)).toBe('scim');
    expect(await failureOf(signInMember(admin.organizationId, `stranger@${domain}`, null))).toBe(
      'Your organization adds people through its directory (SCIM). Ask your administrator to give you access.',
    );
    expect(await signInMember(admin.organizationId, `known@${domain}`, null)).toBe(known);
  });

  it('lets a person the directory provisioned sign in through the provider, taking over their membership and role', async () => {
    const admin = await founder('Dee');
    const { domain, version } = await ssoOrganization(admin);
    await saveSsoPolicy(admin, { version, enforced: false, breakGlassMemberId: '', provisioning: 'scim', defaultRole: 'member' });
    const email = `provisioned@${domain}`;
    const user = await createScimUser(admin, {
      userName: email,
      externalId: null,
      givenName: 'Pro',
      familyName: 'Visioned',
      displayName: 'Pro Visioned',
      email,
      active: true,
    });
    const db = await getDb();
    const byEmail = () =>
      db
        .select()
        .from(members)
        .where(and(eq(members.organizationId, admin.organizationId), eq(members.email, email)));
    const [before] = await byEmail();
    expect(before?.subject).toMatch(/^scim:/);
    const accountId = await signInMember(admin.organizationId, email, 'Pro Visioned');
    const after = await byEmail();
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual(expect.objectContaining({ id: before!.id, role: before!.role, subject: `embedded:${accountId}` }));
    expect(await signInMember(admin.organizationId, email, null)).toBe(accountId);
    // Deactivated by the directory, the same person is kept out.
    await patchScimUser(admin, user.id, [{ op: 'replace', path: 'active', value: false }]);
    expect(await failureOf(signInMember(admin.organizationId, email, null))).toBe(
      'Your access to this organization was removed. Ask its administrator.',
    );
  });

  it('refuses an address outside the organization’s verified domains (a provider cannot vouch for another company)', async () => {
    const admin = await founder('Dee');
    await ssoOrganization(admin);
    const other = freshDomain();
    expect(await failureOf(signInMember(admin.organizationId, `ceo@${other}`, null))).toBe(
      `${other} is not a verified domain of this organization, so its provider cannot sign in ceo@${other}.`,
    );
  });

  it('keeps a removed member out', async () => {
    const admin = await founder('Eve');
    const { domain } = await ssoOrganization(admin);
    await signInMember(admin.organizationId, `leaver@${domain}`, null);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.organizationId, admin.organizationId), eq(members.email, `leaver@${domain}`)));
    await removeMember(admin, row!.id);
    expect(await failureOf(signInMember(admin.organizationId, `leaver@${domain}`, null))).toMatch(
      /access to this organization was removed/,
    );
  });

  it('refuses a sign-in once the connection is switched off', async () => {
    const admin = await founder('Fox');
    const { domain, version } = await ssoOrganization(admin);
    await setSsoEnabled(admin, { version, enabled: false });
    expect(await ssoRouteForEmail(`a@${domain}`)).toBeNull();
    expect(await failureOf(signInMember(admin.organizationId, `a@${domain}`, null))).toBe(
      'Single sign-on is not switched on for this organization.',
    );
  });

  it('spends an assertion id or nonce once: the second use is a replay', async () => {
    const key = `saml:https://idp.test:_${Math.random()}`;
    const later = new Date(Date.now() + 60_000);
    expect(await spendOnce(key, later)).toBe(true);
    expect(await spendOnce(key, later)).toBe(false);
  });
});

describe('switching on and enforcing', () => {
  it('cannot be switched on before a test sign-in, nor enforced before it is on', async () => {
    const admin = await founder('Gus');
    const saved = await saveSamlConnection(admin, { version: 0, metadataXml: IDP_METADATA, metadataUrl: '' });
    expect((await refusal(setSsoEnabled(admin, { version: saved.version, enabled: true }))).message).toBe(
      'Run a test sign-in of the connection before switching it on.',
    );
    expect(
      (
        await refusal(
          saveSsoPolicy(admin, {
            version: saved.version,
            enforced: true,
            breakGlassMemberId: admin.id,
            provisioning: 'jit',
            defaultRole: 'member',
          }),
        )
      ).message,
    ).toBe('Switch single sign-on on before enforcing it.');
  });

  it('takes only an administrator of the organization as the break-glass person', async () => {
    const admin = await founder('Hana');
    const { version } = await ssoOrganization(admin);
    const member = await joinAs(admin, 'member');
    const stranger = await founder('Ivo');
    for (const candidate of [member.id, stranger.id]) {
      expect(
        (
          await refusal(
            saveSsoPolicy(admin, { version, enforced: true, breakGlassMemberId: candidate, provisioning: 'jit', defaultRole: 'member' }),
          )
        ).message,
      ).toBe('The break-glass person must be an administrator of your organization.');
    }
  });

  it('refuses a member’s password while enforced, but not the break-glass admin’s nor another organization’s people', async () => {
    const { member: admin, email: adminEmail } = await accountFounder('Jude');
    const { member: teammate } = await accountJoining(admin, 'member', 'Kai');
    const { email: outsiderEmail } = await accountFounder('Lee');
    const { version } = await ssoOrganization(admin);
    expect(await passwordSignInRefused(teammate.email)).toBe(false);
    await saveSsoPolicy(admin, { version, enforced: true, breakGlassMemberId: admin.id, provisioning: 'jit', defaultRole: 'member' });
    expect(await passwordSignInRefused(teammate.email)).toBe(true);
    expect(await passwordSignInRefused(adminEmail)).toBe(false);
    expect(await passwordSignInRefused(outsiderEmail)).toBe(false);
  });

  it('keeps a claimed domain’s people from founding another organization or joining one', async () => {
    const admin = await founder('Mo');
    const { domain } = await ssoOrganization(admin);
    const other = await founder('Ned');
    expect(await signUpRefused(`new@${domain}`, null)).toBe(true);
    expect(await signUpRefused(`new@${domain}`, other.organizationId)).toBe(true);
    expect(await signUpRefused(`new@${domain}`, admin.organizationId)).toBe(false);
    expect(await signUpRefused(`new@${freshDomain()}`, null)).toBe(false);
  });
});
