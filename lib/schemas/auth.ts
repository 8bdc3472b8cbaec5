import { z } from '@/lib/schemas/zod';
import { EMAIL_REQUIRED, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_REQUIRED, industries } from './auth-texts';
import { honeypotSchema } from './honeypot';

export * from './auth-texts';

// Passwords are never trimmed: what the user typed is what is hashed and compared.
const password = z.string(PASSWORD_REQUIRED).min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX, 'Password is too long');

/** Sign-in form and `POST /api/user-management/login` body. */
export const loginSchema = z.object({
  email: z.string(EMAIL_REQUIRED).trim().min(1, EMAIL_REQUIRED).max(254, 'Email address is too long'),
  password,
  remember: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

const email = z
  .string('Please enter your work email')
  .trim()
  .min(1, 'Please enter your work email')
  .max(254, 'Email address is too long')
  .pipe(z.email('Please enter a valid email address'));

const newPassword = z
  .string('Please enter a password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, 'Password is too long');

/** Sign-up form and `POST /api/user-management/register` body. */
export const registerSchema = z
  .object({
    fullName: z.string('Please enter your full name').trim().min(1, 'Please enter your full name').max(120, 'Name is too long'),
    email,
    companyName: z.string('Please enter your company name').trim().min(1, 'Please enter your company name').max(160, 'Company name is too long'),
    industry: z.coerce
      .number('Please select your industry')
      .int('Please select your industry')
      .min(0, 'Please select your industry')
      .max(industries.length - 1, 'Please select your industry'),
    password: newPassword,
    confirmPassword: z.string('Please confirm your password').min(1, 'Please confirm your password'),
    terms: z.literal(true, 'Please accept the Terms of Service and Privacy Policy'),
    marketing: z.boolean().default(false),
    website: honeypotSchema,
    /** The token of an invitation link (/register?invitation=…): the account joins that organization. */
    invitation: z.string().regex(/^[\w-]{20,100}$/, 'This invitation link is not valid. Check that you copied the whole link.').optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** /findId form and `POST /api/user-management/password-reset` body. */
export const resetRequestSchema = z.object({ email, website: honeypotSchema });

/** A hyphenated UUID of versions 1 to 5: the only shape a reset link accepts. */
export const resetIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, 'Invalid reset link');

/** /password-reset/{uuid} form and `POST /api/user-management/password-reset/{uuid}` body. */
export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string('Please confirm your password').min(1, 'Please confirm your password') })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

/** Field messages from a failed parse: the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
