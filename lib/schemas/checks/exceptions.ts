import { isoDate, recordVersionSchema, requiredText } from '@/lib/schemas/common';
import { z } from '@/lib/schemas/zod';

/** How long an exception may last at most: a year, so it is looked at again. */
export const EXCEPTION_MAX_DAYS = 365;

/** Record an exception for a failing check: which check, why, and the last day it holds. */
export const checkExceptionSchema = z.object({
  checkId: z.string({ error: 'Reload the page and try again.' }).trim().min(1, 'Reload the page and try again.').max(80),
  reason: requiredText('reason', 500).min(10, 'Say why, in at least 10 characters, so an auditor can follow it.'),
  expiresOn: isoDate('expiry date'),
});
export type CheckExceptionInput = z.infer<typeof checkExceptionSchema>;

/** End an exception early: the exception and the version the screen read. */
export const endCheckExceptionSchema = recordVersionSchema;
