import { z } from '@/lib/schemas/zod';

/** The newsletter form: one e-mail address, stored lower-cased. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address'))
    .transform((email) => email.toLowerCase()),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
