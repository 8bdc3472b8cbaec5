import 'server-only';
import { getDb } from '@/lib/db/client';
import { acceptTotp, beginSetup, turnOn, twoFactorState, type CodeCheck, type TwoFactorState } from '@/lib/mfa/account-factors';
import { otpauthUri } from '@/lib/mfa/totp';
import { PROVIDER_MFA } from '@/lib/schemas/organization/two-factor-texts';
import { WorkspaceError } from '../member';
import { embeddedAccountId } from '../organization';
import type { GuestPerson } from './guest';

// A guest sets up two-factor sign-in on their own account before they see anything. They have no Settings (no
// membership), so their own page calls these; the account factors are the same a member's Settings use.

const ALREADY_ON = 'Two-factor authentication is already on for your account.';

function accountOf(person: Pick<GuestPerson, 'subject'>): string {
  const accountId = embeddedAccountId(person);
  if (!accountId) throw new WorkspaceError('invalid', PROVIDER_MFA);
  return accountId;
}

/** The guest's account's two-factor state, or null for a provider's account (which cannot be a guest's). */
export async function guestTwoFactorState(person: Pick<GuestPerson, 'subject'>): Promise<TwoFactorState | null> {
  const accountId = embeddedAccountId(person);
  return accountId ? twoFactorState(await getDb(), accountId) : null;
}

/** Starts (or restarts) the setup: a new secret, answered once with its otpauth:// address. */
export async function startGuestTwoFactorSetup(person: GuestPerson): Promise<{ secret: string; uri: string }> {
  const secret = await beginSetup(await getDb(), accountOf(person));
  if (!secret) throw new WorkspaceError('conflict', ALREADY_ON);
  return { secret, uri: otpauthUri(secret, person.email) };
}

/** Turns two-factor sign-in on once a current code confirms the secret; answers the recovery codes. */
export async function confirmGuestTwoFactorSetup(
  person: GuestPerson,
  code: string,
): Promise<{ recoveryCodes: string[] } | Exclude<CodeCheck, 'accepted'>> {
  const accountId = accountOf(person);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const state = await twoFactorState(tx, accountId);
    if (state.enabledAt) throw new WorkspaceError('conflict', ALREADY_ON);
    if (!state.settingUp) throw new WorkspaceError('invalid', 'Start the setup again: choose Set up two-factor authentication.');
    const check = await acceptTotp(tx, accountId, code);
    if (check !== 'accepted') return check;
    const recoveryCodes = await turnOn(tx, accountId);
    if (!recoveryCodes) throw new WorkspaceError('conflict', ALREADY_ON);
    return { recoveryCodes };
  });
}
