import { z } from '@/lib/schemas/zod';
import { oneLine } from '@/lib/schemas/one-line';
import { honeypotSchema } from './honeypot';

/** The newsletter form: one e-mail address, stored lower-cased (and the hidden honeypot field). */
export const newsletterSchema = z.object({
  email: oneLine(
    z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email must be at most 254 characters'),
    'email',
  )
    .pipe(z.email('Enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  website: honeypotSchema,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
