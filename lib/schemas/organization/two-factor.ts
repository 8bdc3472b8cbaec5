import { z } from '@/lib/schemas/zod';
import { CODE_REQUIRED } from './two-factor-texts';

export * from './two-factor-texts';

/** An authenticator code or a recovery code, as typed (spaces and hyphens allowed). */
const typedCode = z.string(CODE_REQUIRED).trim().min(1, CODE_REQUIRED).max(64, 'The code is too long');

/** The sign-in's second step: `POST /api/user-management/login/mfa`. */
export const secondFactorSchema = z.object({ code: typedCode });

/** A current authenticator code: the setup's confirmation and new recovery codes. */
export const authenticatorCodeSchema = z.object({
  code: z
    .string(CODE_REQUIRED)
    .trim()
    .min(1, CODE_REQUIRED)
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows')),
});

/** Turning two-factor sign-in off: the password and a current code or a recovery code. */
export const turnOffTwoFactorSchema = z.object({
  password: z.string('Please enter your password').min(1, 'Please enter your password').max(256, 'Password is too long'),
  code: typedCode,
});

/** The organization's requirement (admins): the checkbox, and the organization's version read with it. */
export const mfaRequirementSchema = z.object({
  required: z.enum(['on']).optional(),
  version: z.coerce.number().int().min(1),
});
