import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, organizations, users } from '@/lib/db/schema';
import {
  acceptSecondFactor,
  acceptTotp,
  beginSetup,
  passwordMatches,
  replaceRecoveryCodes,
  turnOff,
  turnOn,
  twoFactorState,
  type CodeCheck,
  type TwoFactorState,
} from '@/lib/mfa/account-factors';
import { otpauthUri } from '@/lib/mfa/totp';
import { PROVIDER_MFA } from '@/lib/schemas/organization/two-factor-texts';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { memberColumns } from './organizations';
import { guardedWrite } from '../guarded-write';

// Two-factor sign-in of one's own account (embedded accounts: a provider's accounts sign in at the provider), and
// the organization's requirement of it. Each change writes its activity row in the change's transaction.

const EMBEDDED = 'embedded:';

/** The account id of an embedded member (`embedded:<users.id>`), or null for a provider's account. */
export function embeddedAccountId(member: Pick<Member, 'subject'>): string | null {
  return member.subject.startsWith(EMBEDDED) ? member.subject.slice(EMBEDDED.length) : null;
}

function ownAccount(member: Member): string {
  assertCan(member, 'account.manage');
  const accountId = embeddedAccountId(member);
  if (!accountId) throw new WorkspaceError('invalid', PROVIDER_MFA);
  return accountId;
}

export type TwoFactorOverview = {
  /** Null for a provider's account, whose second factor lives at the provider. */
  account: TwoFactorState | null;
  organizationRequires: boolean;
  organizationVersion: number;
};

export async function twoFactorOverview(member: Member): Promise<TwoFactorOverview> {
  assertCan(member, 'account.manage');
  const db = await getDb();
  const accountId = embeddedAccountId(member);
  const [[organization], account] = await Promise.all([
    db
      .select({ requires: organizations.requireMfa, version: organizations.version })
      .from(organizations)
      .where(eq(organizations.id, member.organizationId)),
    accountId ? twoFactorState(db, accountId) : null,
  ]);
  return { account, organizationRequires: organization?.requires ?? false, organizationVersion: organization?.version ?? 1 };
}

/**
 * Whether the member must set up two-factor sign-in before anything else: their organization requires it, and
 * their own account (embedded) does not have it on. A signed-in request reads it with the membership (memberStanding).
 */
export async function mfaSetupOwed(member: Member): Promise<boolean> {
  const accountId = embeddedAccountId(member);
  if (!accountId) return false;
  const db = await getDb();
  const [row] = await db
    .select({ requires: organizations.requireMfa, enabledAt: users.mfaEnabledAt })
    .from(organizations)
    .leftJoin(users, eq(users.id, accountId))
    .where(eq(organizations.id, member.organizationId));
  return Boolean(row?.requires && !row.enabledAt);
}

/**
 * The person's current membership (as currentMembership answers it) and whether they owe the two-factor setup (as
 * mfaSetupOwed answers it), in one read: what every signed-in request checks first (lib/dal.ts).
 */
export async function memberStanding(subject: string): Promise<{ member: Member; mfaSetupOwed: boolean } | null> {
  const accountId = embeddedAccountId({ subject });
  const db = await getDb();
  const [row] = await db
    .select({ ...memberColumns, requires: organizations.requireMfa, enabledAt: users.mfaEnabledAt })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .leftJoin(users, accountId ? eq(users.id, accountId) : sql`false`)
    .where(and(eq(members.subject, subject), isNull(members.removedAt)))
    .orderBy(desc(members.selectedAt))
    .limit(1);
  if (!row) return null;
  const { requires, enabledAt, ...member } = row;
  return { member, mfaSetupOwed: Boolean(accountId && requires && !enabledAt) };
}

/** Starts (or restarts) the setup: a new secret, answered once with its otpauth:// address; nothing is on yet. */
export async function startTwoFactorSetup(member: Member): Promise<{ secret: string; uri: string }> {
  const accountId = ownAccount(member);
  const secret = await beginSetup(await getDb(), accountId);
  if (!secret) throw new WorkspaceError('conflict', 'Two-factor authentication is already on for your account.');
  return { secret, uri: otpauthUri(secret, member.email) };
}

export type CodeRefusal = Exclude<CodeCheck, 'accepted'>;

/** Turns two-factor sign-in on once a current code confirms the secret being set up; answers the recovery codes. */
export async function confirmTwoFactorSetup(member: Member, code: string): Promise<{ recoveryCodes: string[] } | CodeRefusal> {
  const accountId = ownAccount(member);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const state = await twoFactorState(tx, accountId);
    if (state.enabledAt) throw new WorkspaceError('conflict', 'Two-factor authentication is already on for your account.');
    if (!state.settingUp) throw new WorkspaceError('invalid', 'Start the setup again: choose Set up two-factor authentication.');
    const check = await acceptTotp(tx, accountId, code);
    if (check !== 'accepted') return check;
    const recoveryCodes = await turnOn(tx, accountId);
    if (!recoveryCodes) throw new WorkspaceError('conflict', 'Two-factor authentication is already on for your account.');
    await recordActivity(tx, member, {
      action: 'account.mfa-enabled',
      recordType: 'member',
      recordId: member.id,
      summary: `${member.displayName} turned on two-factor authentication`,
    });
    return { recoveryCodes };
  });
}

function refuseUnlessOn(state: TwoFactorState): void {
  if (!state.enabledAt) throw new WorkspaceError('invalid', 'Two-factor authentication is not on for your account.');
}

/** Ten new recovery codes in place of the old ones, for a current authenticator code. */
export async function regenerateRecoveryCodes(member: Member, code: string): Promise<{ recoveryCodes: string[] } | CodeRefusal> {
  const accountId = ownAccount(member);
  const db = await getDb();
  return db.transaction(async (tx) => {
    refuseUnlessOn(await twoFactorState(tx, accountId));
    const check = await acceptTotp(tx, accountId, code);
    if (check !== 'accepted') return check;
    const recoveryCodes = await replaceRecoveryCodes(tx, accountId);
    await recordActivity(tx, member, {
      action: 'account.mfa-recovery-codes-regenerated',
      recordType: 'member',
      recordId: member.id,
      summary: `${member.displayName} generated new two-factor recovery codes`,
    });
    return { recoveryCodes };
  });
}

/** Turns two-factor sign-in off: the password and a current code (or a recovery code) are both needed. */
export async function turnOffTwoFactor(member: Member, password: string, code: string): Promise<'off' | 'wrong-password' | CodeRefusal> {
  const accountId = ownAccount(member);
  const db = await getDb();
  if (!(await passwordMatches(db, accountId, password))) return 'wrong-password';
  return db.transaction(async (tx) => {
    refuseUnlessOn(await twoFactorState(tx, accountId));
    const check = await acceptSecondFactor(tx, accountId, code);
    if (check !== 'accepted') return check;
    await turnOff(tx, accountId);
    await recordActivity(tx, member, {
      action: 'account.mfa-disabled',
      recordType: 'member',
      recordId: member.id,
      summary: `${member.displayName} turned off two-factor authentication`,
    });
    return 'off' as const;
  });
}

/**
 * Requires two-factor sign-in of every member (admins), or stops requiring it; refused when the organization
 * changed since `version` was read. An admin with an account of the product's own turns it on for themselves first.
 */
export const setMfaRequirement = guardedWrite(
  'organization.manage',
  async (member: Member, required: boolean, version: number): Promise<{ required: boolean; version: number }> => {
    const db = await getDb();
    const accountId = embeddedAccountId(member);
    if (required && accountId && !(await twoFactorState(db, accountId)).enabledAt) {
      throw new WorkspaceError('invalid', 'Turn on two-factor authentication for your own account first.');
    }
    return db.transaction(async (tx) => {
      const [changed] = await tx
        .update(organizations)
        .set({ requireMfa: required, version: sql`${organizations.version} + 1` })
        .where(and(eq(organizations.id, member.organizationId), eq(organizations.version, version)))
        .returning({ required: organizations.requireMfa, version: organizations.version });
      if (!changed) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await recordActivity(tx, member, {
        action: 'organization.mfa-requirement-changed',
        recordType: 'organization',
        recordId: member.organizationId,
        summary: required
          ? `${member.displayName} required two-factor authentication for every member`
          : `${member.displayName} stopped requiring two-factor authentication`,
      });
      return changed;
    });
  },
);
