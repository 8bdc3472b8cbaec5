import { isDay } from '@/lib/domain/calendar-days';
import { oneLine } from '@/lib/schemas/one-line';
import { z } from '@/lib/schemas/zod';

/** A required text: trimmed, not empty, at most `max` characters (a text area's, line breaks allowed). */
export function requiredText(label: string, max = 120) {
  return z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);
}

/** An optional free text: trimmed, at most `max` characters, '' when left empty. */
export function optionalText(label: string, max = 1000) {
  return z.string().trim().max(max, `The ${label} can be at most ${max} characters.`).optional().default('');
}

/** A required one-line text (a name, a title): as `requiredText`, and no line break or control character. */
export function requiredLine(label: string, max = 120) {
  return oneLine(requiredText(label, max), label);
}

/** An optional one-line text: as `optionalText`, and no line break or control character. */
export function optionalLine(label: string, max = 120) {
  return oneLine(z.string().trim().max(max, `The ${label} can be at most ${max} characters.`), label)
    .optional()
    .default('');
}

/** A calendar date as the date input sends it (YYYY-MM-DD), checked to be a real day. */
export function isoDate(label: string) {
  return z
    .string({ error: `Choose the ${label}.` })
    .min(1, `Choose the ${label}.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Choose the ${label}.`)
    .refine(isDay, `The ${label} is not a real date.`);
}

const RELOAD = 'Reload the page and try again.';

/** A record and the version its screen read (hidden inputs), sent back so a stale change is refused. */
export const recordVersionSchema = z.object({
  id: z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD),
  version: z.coerce.number({ error: RELOAD }).int(RELOAD).min(1, RELOAD),
});
