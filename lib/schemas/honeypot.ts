import { z } from '@/lib/schemas/zod';

/** The name of the public forms' hidden field (a honeypot): people never see it, form-filling bots complete it. */
export const HONEYPOT_FIELD = 'website';

/** The hidden field's value: empty means "not given", and any value is accepted, so a bot is never told no. */
export const honeypotSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : String(value)),
  z.string().optional(),
);

/** Whether a submission filled the hidden field: it is then answered like a success and nothing is stored. */
export function filledHoneypot(input: { website?: string | undefined }): boolean {
  return input.website !== undefined;
}
