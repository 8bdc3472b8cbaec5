import { z } from '@/lib/schemas/zod';

/**
 * The hidden field's value (lib/domain/honeypot.ts): empty means "not given", and any value is accepted, so a bot
 * is never told no.
 */
export const honeypotSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : String(value)),
  z.string().optional(),
);
