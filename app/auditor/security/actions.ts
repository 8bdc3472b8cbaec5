'use server';

import { headers } from 'next/headers';
import { clientAddressOf } from '@/lib/client-address';
import { requireIdentity } from '@/lib/dal';
import { qrCodeDataUri } from '@/lib/mfa/qr-code';
import { groupedSecret } from '@/lib/mfa/totp';
import {
  recordSecondFactorFailure,
  recordSecondFactorSuccess,
  secondFactorBlockedMessage,
  secondFactorRetryAfter,
} from '@/lib/rate-limit/second-factor';
import type { FormState } from '@/lib/schemas/form-state';
import { authenticatorCodeSchema, REPLAYED_CODE, WRONG_CODE } from '@/lib/schemas/organization/two-factor';
import { confirmGuestTwoFactorSetup, guestAuditsOf, startGuestTwoFactorSetup } from '@/lib/workspace/audit-guests';
import { WorkspaceError } from '@/lib/workspace/member';
import { embeddedAccountId } from '@/lib/workspace/organization';

const refused = (formError: string) => ({ status: 'error' as const, fieldErrors: {}, formError });

/** The signed-in person, when they are a working guest of at least one audit (the only people this page serves). */
async function guestPerson() {
  const person = await requireIdentity();
  if ((await guestAuditsOf(person.subject)).length === 0) throw new WorkspaceError('not-found', 'You are no guest of an audit.');
  return person;
}

/** Starts the guest's setup: a new secret, answered once as text and as a QR code of its address. */
export async function startGuestSetupAction(): Promise<FormState<{ secret: string; qrCode: string }>> {
  try {
    const { secret, uri } = await startGuestTwoFactorSetup(await guestPerson());
    return {
      status: 'success',
      record: { secret: groupedSecret(secret), qrCode: await qrCodeDataUri(uri) },
      message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
    };
  } catch (error) {
    if (error instanceof WorkspaceError) return refused(error.message);
    throw error;
  }
}

/**
 * Turns the guest's two-factor sign-in on with a current code; answers the recovery codes, shown once. Wrong codes
 * spend the sign-in's budget of wrong codes, so an open session cannot be used to guess them.
 */
export async function confirmGuestSetupAction(_previous: unknown, formData: FormData): Promise<FormState<{ recoveryCodes: string[] }>> {
  const parsed = authenticatorCodeSchema.safeParse({ code: formData.get('code') ?? '' });
  if (!parsed.success) return { status: 'error', fieldErrors: { code: parsed.error.issues[0]?.message ?? WRONG_CODE } };
  try {
    const person = await guestPerson();
    const address = clientAddressOf(await headers());
    const account = embeddedAccountId(person) ?? person.subject;
    const wait = await secondFactorRetryAfter(address, account);
    if (wait > 0) return refused(secondFactorBlockedMessage(wait));
    const outcome = await confirmGuestTwoFactorSetup(person, parsed.data.code);
    if (typeof outcome === 'string') {
      await recordSecondFactorFailure(address, account);
      return { status: 'error', fieldErrors: { code: outcome === 'replayed' ? REPLAYED_CODE : WRONG_CODE } };
    }
    await recordSecondFactorSuccess(account);
    return { status: 'success', record: outcome, message: 'Two-factor authentication is on. Save your recovery codes now.' };
  } catch (error) {
    if (error instanceof WorkspaceError) return refused(error.message);
    throw error;
  }
}
