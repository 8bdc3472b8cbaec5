/** @jest-environment node */
process.env.SESSION_SECRET = 'unit-test-secret-unit-test-secret-0123456789';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mfaRecoveryCodes } from '@/lib/db/schema';
import { acceptRecoveryCode } from '@/lib/mfa/account-factors';
import { recoveryCodeDigest } from '@/lib/mfa/recovery-codes';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { PROVIDER_MFA } from '@/lib/schemas/organization/two-factor-texts';
import { listActivity } from '@/lib/workspace/activity';
import { STALE_MESSAGE } from '@/lib/workspace/member';
import {
  confirmTwoFactorSetup,
  currentMembership,
  memberStanding,
  mfaSetupOwed,
  regenerateRecoveryCodes,
  setMfaRequirement,
  startTwoFactorSetup,
  turnOffTwoFactor,
  twoFactorOverview,
} from '@/lib/workspace/organization';
import { accountFounder, accountJoining, codeFor, PASSWORD, userRow, withTwoFactor } from '../../mfa/accounts';
import { founder, joinAs, person, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-two-factor');

/** Time stands still in each test, so a code and its step do not move under it. */
let now = 1_900_000_010_000;
beforeEach(() => {
  now += 10 * 60_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

async function actions(member: Parameters<typeof listActivity>[0]) {
  return (await listActivity(member)).entries.map((entry) => entry.action);
}

describe('setting up two-factor sign-in', () => {
  it('keeps the secret sealed and off until a current code confirms it, then answers ten recovery codes once', async () => {
    const { member, accountId } = await accountFounder('Setter');
    const { secret, uri } = await startTwoFactorSetup(member);
    expect(uri).toContain(`secret=${secret}`);
    const row = await userRow(accountId);
    expect(row.mfaSecret).toMatch(/^v1\./);
    expect(row.mfaSecret).not.toContain(secret);
    expect(row.mfaEnabledAt).toBeNull();
    expect((await twoFactorOverview(member)).account).toEqual({ enabledAt: null, settingUp: true, recoveryCodesLeft: 0 });

    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
    await expect(confirmTwoFactorSetup(member, wrong)).resolves.toBe('wrong');
    expect((await userRow(accountId)).mfaEnabledAt).toBeNull();

    const confirmed = await confirmTwoFactorSetup(member, codeFor(secret));
    if (typeof confirmed === 'string') throw new Error(`refused: ${confirmed}`);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect((await userRow(accountId)).mfaEnabledAt).toBeInstanceOf(Date);
    expect((await twoFactorOverview(member)).account).toMatchObject({ settingUp: false, recoveryCodesLeft: 10 });
    expect(await actions(member)).toContain('account.mfa-enabled');
    // Once on, a new setup is refused: the secret is never answered again.
    expect((await refusal(startTwoFactorSetup(member))).kind).toBe('conflict');
  });

  it('stores the recovery codes hashed, never as typed', async () => {
    const { member, accountId } = await accountFounder('Hasher');
    const { secret } = await startTwoFactorSetup(member);
    const confirmed = await confirmTwoFactorSetup(member, codeFor(secret));
    if (typeof confirmed === 'string') throw new Error(confirmed);
    const stored = await (await getDb()).select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, accountId));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(confirmed.recoveryCodes.map((code) => recoveryCodeDigest(code)).sort());
    const dump = JSON.stringify(stored);
    for (const code of confirmed.recoveryCodes) expect(dump).not.toContain(code.replace(/-/g, ''));
  });

  it('a restarted setup replaces the secret: the first one no longer confirms', async () => {
    const { member } = await accountFounder('Restarter');
    const first = await startTwoFactorSetup(member);
    const second = await startTwoFactorSetup(member);
    expect(second.secret).not.toBe(first.secret);
    const firstCode = codeFor(first.secret);
    if (firstCode !== codeFor(second.secret)) await expect(confirmTwoFactorSetup(member, firstCode)).resolves.toBe('wrong');
    await expect(confirmTwoFactorSetup(member, codeFor(second.secret))).resolves.toMatchObject({ recoveryCodes: expect.any(Array) });
  });

  it('refuses a confirmation before any setup started', async () => {
    const { member } = await accountFounder('Hasty');
    expect((await refusal(confirmTwoFactorSetup(member, '123456'))).kind).toBe('invalid');
  });

  it("refuses a provider's account, whose second factor lives at the provider", async () => {
    const provider = await founder('Provider person');
    const provided = { ...provider, subject: 'provider:abc' };
    const refused = await refusal(startTwoFactorSetup(provided));
    expect(refused.message).toBe(PROVIDER_MFA);
    expect((await twoFactorOverview(provided)).account).toBeNull();
  });
});

describe('codes once two-factor sign-in is on', () => {
  it('refuse a code already used in its step, and one of an earlier step', async () => {
    const { member, accountId } = await accountFounder('Replayer');
    const { secret } = await withTwoFactor(accountId);
    await expect(regenerateRecoveryCodes(member, codeFor(secret))).resolves.toMatchObject({ recoveryCodes: expect.any(Array) });
    await expect(regenerateRecoveryCodes(member, codeFor(secret))).resolves.toBe('replayed');
    await expect(regenerateRecoveryCodes(member, codeFor(secret, -1))).resolves.toBe('replayed');
    // The next step's code (a phone a little ahead) is still good, once.
    await expect(regenerateRecoveryCodes(member, codeFor(secret, 1))).resolves.toMatchObject({ recoveryCodes: expect.any(Array) });
    await expect(regenerateRecoveryCodes(member, codeFor(secret, 1))).resolves.toBe('replayed');
  });

  it('new recovery codes replace the old ones and are logged', async () => {
    const { member, accountId } = await accountFounder('Regenerator');
    const { secret, recoveryCodes: old } = await withTwoFactor(accountId);
    const fresh = await regenerateRecoveryCodes(member, codeFor(secret));
    if (typeof fresh === 'string') throw new Error(fresh);
    expect(fresh.recoveryCodes.some((code) => old.includes(code))).toBe(false);
    const db = await getDb();
    await expect(acceptRecoveryCode(db, accountId, old[0]!)).resolves.toBe('wrong');
    await expect(acceptRecoveryCode(db, accountId, fresh.recoveryCodes[0]!)).resolves.toBe('accepted');
    expect(await actions(member)).toContain('account.mfa-recovery-codes-regenerated');
  });

  it('a recovery code works once', async () => {
    const { accountId } = await accountFounder('Recoverer');
    const { recoveryCodes } = await withTwoFactor(accountId);
    const db = await getDb();
    await expect(acceptRecoveryCode(db, accountId, recoveryCodes[3]!.toUpperCase())).resolves.toBe('accepted');
    await expect(acceptRecoveryCode(db, accountId, recoveryCodes[3]!)).resolves.toBe('wrong');
    await expect(acceptRecoveryCode(db, accountId, recoveryCodes[4]!)).resolves.toBe('accepted');
  });

  it('a recovery code of another account does not work', async () => {
    const { accountId: first } = await accountFounder('First');
    const { accountId: second } = await accountFounder('Second');
    const { recoveryCodes } = await withTwoFactor(first);
    await withTwoFactor(second);
    await expect(acceptRecoveryCode(await getDb(), second, recoveryCodes[0]!)).resolves.toBe('wrong');
  });

  it('new recovery codes need an authenticator code, not a recovery code', async () => {
    const { member, accountId } = await accountFounder('Strict');
    const { recoveryCodes } = await withTwoFactor(accountId);
    await expect(regenerateRecoveryCodes(member, recoveryCodes[0]!)).resolves.toBe('wrong');
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a current code, then deletes the secret and the codes', async () => {
    const { member, accountId } = await accountFounder('Leaver');
    const { secret } = await withTwoFactor(accountId);
    await expect(turnOffTwoFactor(member, 'not the password', codeFor(secret))).resolves.toBe('wrong-password');
    await expect(turnOffTwoFactor(member, PASSWORD, '000000' === codeFor(secret) ? '111111' : '000000')).resolves.toBe('wrong');
    expect((await userRow(accountId)).mfaEnabledAt).not.toBeNull();
    await expect(turnOffTwoFactor(member, PASSWORD, codeFor(secret))).resolves.toBe('off');
    const row = await userRow(accountId);
    expect([row.mfaSecret, row.mfaEnabledAt, row.mfaLastStep]).toEqual([null, null, null]);
    const left = await (await getDb()).select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, accountId));
    expect(left).toEqual([]);
    expect(await actions(member)).toContain('account.mfa-disabled');
    expect((await refusal(turnOffTwoFactor(member, PASSWORD, codeFor(secret, 1)))).kind).toBe('invalid');
  });

  it('takes a recovery code in place of the authenticator code', async () => {
    const { member, accountId } = await accountFounder('Phoneless');
    const { recoveryCodes } = await withTwoFactor(accountId);
    await expect(turnOffTwoFactor(member, PASSWORD, recoveryCodes[9]!)).resolves.toBe('off');
  });
});

describe("the organization's requirement", () => {
  it('only an admin sets it: a member and a viewer are refused', async () => {
    const { member: admin } = await accountFounder('Chief');
    const { member: editor } = await accountJoining(admin, 'member');
    const { member: viewer } = await accountJoining(admin, 'viewer');
    for (const someone of [editor, viewer]) {
      const refused = await refusal(setMfaRequirement(someone, true, 1));
      expect([refused.kind, refused.message]).toEqual(['forbidden', FORBIDDEN_MESSAGE]);
    }
    expect((await twoFactorOverview(admin)).organizationRequires).toBe(false);
  });

  it('an admin turns it on for their own account first', async () => {
    const { member: admin } = await accountFounder('Careful');
    const refused = await refusal(setMfaRequirement(admin, true, 1));
    expect(refused.message).toBe('Turn on two-factor authentication for your own account first.');
  });

  /** What a signed-in request reads in one go must answer as the two separate reads do. */
  async function expectStandingAsSeparateReads(member: Parameters<typeof mfaSetupOwed>[0], owed: boolean) {
    await expect(mfaSetupOwed(member)).resolves.toBe(owed);
    await expect(memberStanding(member.subject)).resolves.toEqual({ member: await currentMembership(member.subject), mfaSetupOwed: owed });
  }

  it('holds members without two-factor sign-in, in that organization only; a stale version is refused', async () => {
    const { member: admin, accountId } = await accountFounder('Requirer');
    await withTwoFactor(accountId);
    const { member: editor, accountId: editorAccount } = await accountJoining(admin, 'member');
    const { member: outsider } = await accountFounder('Outsider');
    await expectStandingAsSeparateReads(editor, false);

    const { version } = await twoFactorOverview(admin).then((overview) => ({ version: overview.organizationVersion }));
    await expect(setMfaRequirement(admin, true, version)).resolves.toEqual({ required: true, version: version + 1 });
    expect((await refusal(setMfaRequirement(admin, false, version))).message).toBe(STALE_MESSAGE);
    await expectStandingAsSeparateReads(editor, true);
    await expectStandingAsSeparateReads(admin, false);
    await expectStandingAsSeparateReads(outsider, false);
    await expect(mfaSetupOwed({ ...editor, subject: 'provider:someone' })).resolves.toBe(false);
    await expect(memberStanding('provider:someone')).resolves.toBeNull();
    // A provider's account signs in with the provider's second factor: the requirement does not hold it here.
    const viaProvider = await joinAs(admin, 'member', { ...person('Provider'), subject: 'provider:okta-00u1' });
    await expectStandingAsSeparateReads(viaProvider, false);
    expect(await actions(admin)).toContain('organization.mfa-requirement-changed');
    expect(await actions(outsider)).not.toContain('organization.mfa-requirement-changed');

    await withTwoFactor(editorAccount);
    await expectStandingAsSeparateReads(editor, false);
    await expect(setMfaRequirement(admin, false, version + 1)).resolves.toEqual({ required: false, version: version + 2 });
  });
});
