import { z } from '@/lib/schemas/zod';
import { oneLine } from '@/lib/schemas/one-line';
import { EMAIL_REQUIRED, INVITATION_LINK_INVALID, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_REQUIRED, industries } from './auth-texts';
import { honeypotSchema } from './honeypot';

export * from './auth-texts';

// Passwords are never trimmed: what the user typed is what is hashed and compared.
const password = z.string(PASSWORD_REQUIRED).min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX, 'Password is too long');

/** Sign-in form and `POST /api/user-management/login` body. */
export const loginSchema = z.object({
  email: oneLine(z.string(EMAIL_REQUIRED).trim().min(1, EMAIL_REQUIRED).max(254, 'Email address is too long'), 'email address'),
  password,
  remember: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

const email = oneLine(
  z.string('Please enter your work email').trim().min(1, 'Please enter your work email').max(254, 'Email address is too long'),
  'email address',
).pipe(z.email('Please enter a valid email address'));

const newPassword = z
  .string('Please enter a password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, 'Password is too long');

const fullName = oneLine(
  z.string('Please enter your full name').trim().min(1, 'Please enter your full name').max(120, 'Name is too long'),
  'full name',
);
const confirmPassword = z.string('Please confirm your password').min(1, 'Please confirm your password');
const terms = z.literal(true, 'Please accept the Terms of Service and Privacy Policy');
const marketing = z.boolean().default(false);
const passwordsMatch = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword;
const passwordsDiffer = { path: ['confirmPassword'], message: 'Passwords do not match' };

/** Sign-up form and `POST /api/user-management/register` body when founding an organization. */
export const registerSchema = z
  .object({
    fullName,
    email,
    companyName: oneLine(
      z.string('Please enter your company name').trim().min(1, 'Please enter your company name').max(160, 'Company name is too long'),
      'company name',
    ),
    industry: z.coerce
      .number('Please select your industry')
      .int('Please select your industry')
      .min(0, 'Please select your industry')
      .max(industries.length - 1, 'Please select your industry'),
    password: newPassword,
    confirmPassword,
    terms,
    marketing,
    website: honeypotSchema,
  })
  .refine(passwordsMatch, passwordsDiffer);
export type RegisterInput = z.input<typeof registerSchema>;

/** The token of an invitation link (/invitations/<token>, /register?invitation=<token>). */
export const invitationTokenSchema = z.string(INVITATION_LINK_INVALID).regex(/^[\w-]{20,100}$/, INVITATION_LINK_INVALID);

/**
 * Sign-up form and `POST /api/user-management/register` body of a person invited into an organization: the
 * e-mail is the invitation's and the organization exists, so neither an address nor a company is asked for.
 */
export const invitedRegisterSchema = z
  .object({
    fullName,
    password: newPassword,
    confirmPassword,
    terms,
    marketing,
    website: honeypotSchema,
    invitation: invitationTokenSchema,
  })
  .refine(passwordsMatch, passwordsDiffer);
export type InvitedRegisterInput = z.input<typeof invitedRegisterSchema>;

/** `GET /api/invitations/{token}`'s data: what the invited sign-up form shows, as the invitation page does. */
export type InvitationSummary = { organizationName: string; email: string; roleLabel: string };

/** /findId form and `POST /api/user-management/password-reset` body. */
export const resetRequestSchema = z.object({ email, website: honeypotSchema });

/** A hyphenated UUID of versions 1 to 5: the only shape a reset link accepts. */
export const resetIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, 'Invalid reset link');

/** /password-reset/{uuid} form and `POST /api/user-management/password-reset/{uuid}` body. */
export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string('Please confirm your password').min(1, 'Please confirm your password') })
  .refine(passwordsMatch, passwordsDiffer);

/** Field messages from a failed parse: the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
