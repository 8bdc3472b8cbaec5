'use server';

import { headers } from 'next/headers';
import { FieldRefusal, memberAction, type Revalidation } from '@/lib/actions/member-action';
import { clientAddressOf } from '@/lib/client-address';
import { qrCodeDataUri } from '@/lib/mfa/qr-code';
import { groupedSecret } from '@/lib/mfa/totp';
import {
  recordSecondFactorFailure,
  recordSecondFactorSuccess,
  secondFactorBlockedMessage,
  secondFactorRetryAfter,
} from '@/lib/rate-limit/second-factor';
import {
  authenticatorCodeSchema,
  mfaRequirementSchema,
  REPLAYED_CODE,
  turnOffTwoFactorSchema,
  WRONG_CODE,
} from '@/lib/schemas/organization/two-factor';
import { z } from '@/lib/schemas/zod';
import { WorkspaceError, type Member } from '@/lib/workspace/member';
import {
  confirmTwoFactorSetup,
  embeddedAccountId,
  regenerateRecoveryCodes,
  setMfaRequirement,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type CodeRefusal,
} from '@/lib/workspace/organization';

const refreshManage = (): Revalidation[] => [{ path: '/manage', type: 'layout' }];

/**
 * The codes Settings asks for spend the same budget of wrong codes as the sign-in's second step (per client
 * address and per account), so a session left open cannot be used to guess them.
 */
async function codeBudget(member: Member) {
  const address = clientAddressOf(await headers());
  const key = embeddedAccountId(member) ?? member.subject;
  const wait = await secondFactorRetryAfter(address, key);
  if (wait > 0) throw new WorkspaceError('invalid', secondFactorBlockedMessage(wait));
  return {
    async refused(field: 'code' | 'password', message: string): Promise<never> {
      await recordSecondFactorFailure(address, key);
      throw new FieldRefusal({ [field]: message });
    },
    accepted: () => recordSecondFactorSuccess(key),
  };
}

const codeMessage = (refusal: CodeRefusal) => (refusal === 'replayed' ? REPLAYED_CODE : WRONG_CODE);

/** Starts the setup: a new secret, answered once as text (in groups of four) and as a QR code of its address. */
export const startTwoFactorSetupAction = memberAction({
  permission: 'account.manage',
  schema: z.object({}),
  duringMfaSetup: true,
  work: async (member) => {
    const { secret, uri } = await startTwoFactorSetup(member);
    return {
      record: { secret: groupedSecret(secret), qrCode: await qrCodeDataUri(uri) },
      message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
    };
  },
  revalidate: () => [],
});

/** Turns two-factor sign-in on with a current code; answers the ten recovery codes, shown once. */
export const confirmTwoFactorAction = memberAction({
  permission: 'account.manage',
  schema: authenticatorCodeSchema,
  duringMfaSetup: true,
  work: async (member, { code }) => {
    const budget = await codeBudget(member);
    const outcome = await confirmTwoFactorSetup(member, code);
    if (typeof outcome === 'string') return budget.refused('code', codeMessage(outcome));
    await budget.accepted();
    return { record: outcome, message: 'Two-factor authentication is on. Save your recovery codes now: they are not shown again.' };
  },
  revalidate: refreshManage,
});

/** Ten new recovery codes for a current authenticator code; the old ones stop working. */
export const regenerateRecoveryCodesAction = memberAction({
  permission: 'account.manage',
  schema: authenticatorCodeSchema,
  duringMfaSetup: true,
  work: async (member, { code }) => {
    const budget = await codeBudget(member);
    const outcome = await regenerateRecoveryCodes(member, code);
    if (typeof outcome === 'string') return budget.refused('code', codeMessage(outcome));
    await budget.accepted();
    return { record: outcome, message: 'New recovery codes generated. The old ones no longer work.' };
  },
  revalidate: refreshManage,
});

/** Turns two-factor sign-in off with the password and a current code or a recovery code. */
export const turnOffTwoFactorAction = memberAction({
  permission: 'account.manage',
  schema: turnOffTwoFactorSchema,
  duringMfaSetup: true,
  work: async (member, { password, code }) => {
    const budget = await codeBudget(member);
    const outcome = await turnOffTwoFactor(member, password, code);
    if (outcome === 'wrong-password') return budget.refused('password', 'The password is not correct.');
    if (outcome !== 'off') return budget.refused('code', codeMessage(outcome));
    await budget.accepted();
    return { record: { off: true as const }, message: 'Two-factor authentication is off.' };
  },
  revalidate: refreshManage,
});

/** Requires two-factor sign-in of every member, or stops requiring it (admins). */
export const setMfaRequirementAction = memberAction({
  write: setMfaRequirement,
  schema: mfaRequirementSchema,
  work: async (member, { required, version }) => {
    const changed = await setMfaRequirement(member, required === 'on', version);
    return {
      record: changed,
      message: changed.required
        ? 'Two-factor authentication is now required for every member.'
        : 'Two-factor authentication is no longer required.',
    };
  },
  revalidate: refreshManage,
});
