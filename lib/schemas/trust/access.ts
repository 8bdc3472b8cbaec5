import { requiredLine, requiredText } from '@/lib/schemas/common';
import { oneLine } from '@/lib/schemas/one-line';
import { honeypotSchema } from '@/lib/schemas/honeypot';
import { z } from '@/lib/schemas/zod';

const RELOAD = 'Reload the page and try again.';
const id = z.string({ error: RELOAD }).regex(/^[0-9a-f-]{36}$/i, RELOAD);
const versionField = z.coerce.number({ error: RELOAD }).int().min(1, RELOAD);

/** A visitor's request for the private documents; `ndaVersion` is the NDA they read, `accept` its checkbox. */
export const trustAccessRequestSchema = z.object({
  name: requiredLine('name', 120),
  email: oneLine(
    z
      .string({ error: 'Enter your work e-mail address.' })
      .trim()
      .toLowerCase()
      .min(3, 'Enter your work e-mail address.')
      .max(200, 'The e-mail address is too long.'),
    'e-mail address',
  ).pipe(z.email('Enter a valid e-mail address.')),
  company: requiredLine('company', 120),
  reason: requiredText('reason', 1000),
  accept: z.literal('on', { error: 'Accept the NDA to ask for access.' }),
  ndaVersion: z.coerce.number({ error: RELOAD }).int().min(1, RELOAD),
  website: honeypotSchema,
});
export type TrustAccessRequestInput = z.output<typeof trustAccessRequestSchema>;

/** The NDA editor: the text and the version number the screen read (0 when there is none yet). */
export const trustNdaSchema = z.object({
  text: requiredText('NDA text', 20_000),
  version: z.coerce.number({ error: RELOAD }).int().min(0, RELOAD),
});

export const trustApproveSchema = z.object({
  id,
  version: versionField,
  days: z.coerce
    .number({ error: 'Enter the number of days, 1 to 365.' })
    .int('Enter a whole number of days.')
    .min(1, 'Enter the number of days, 1 to 365.')
    .max(365, 'Enter the number of days, 1 to 365.'),
});
export const trustDeclineSchema = z.object({ id, version: versionField, reason: requiredText('reason', 500) });
export const trustRevokeSchema = z.object({ id, version: versionField });

export const trustDomainAddSchema = z.object({ domain: requiredLine('domain', 253) });
export const trustDomainRemoveSchema = z.object({ id });

export const trustSubscribeSchema = z.object({
  email: oneLine(z.string({ error: 'Enter your e-mail address.' }).trim().toLowerCase().max(200), 'e-mail address').pipe(
    z.email('Enter a valid e-mail address.'),
  ),
  website: honeypotSchema,
});

export type TrustNda = { version: number; text: string; createdAt: string } | null;

/** One download through an access link. */
export type TrustAccessDownload = { documentTitle: string; at: string };

/** An access request as the administrators' list shows it. */
export type TrustAccessRequestRow = {
  id: string;
  name: string;
  email: string;
  company: string;
  reason: string;
  ndaVersion: number;
  acceptedAt: string;
  ip: string;
  userAgent: string;
  standing: 'requested' | 'approved' | 'declined' | 'revoked' | 'expired';
  /** The approval or the decline: who and when (null for a revocation recorded before both were kept). */
  decidedBy: string | null;
  decidedAt: string | null;
  /** The revocation of approved access, beside the approval. */
  revokedBy: string | null;
  revokedAt: string | null;
  declineReason: string | null;
  accessDays: number | null;
  expiresAt: string | null;
  createdAt: string;
  version: number;
  downloads: TrustAccessDownload[];
};

export type TrustApprovedDomain = { id: string; domain: string };

/** What a decision answers: the request and, for an approval, the link's path (shown once, also mailed). */
export type TrustDecisionResult = { id: string; name: string; linkPath: string | null };
