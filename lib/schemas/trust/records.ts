import { requiredLine } from '@/lib/schemas/common';
import { z } from '@/lib/schemas/zod';

/** The sections a trust page may show, in the page's order. */
export const trustSections = ['frameworks', 'controls', 'subprocessors', 'policies', 'documents'] as const;
export type TrustSection = (typeof trustSections)[number];
export const trustSectionLabels: Record<TrustSection, string> = {
  frameworks: 'Frameworks',
  controls: 'Security controls',
  subprocessors: 'Subprocessors',
  policies: 'Policies',
  documents: 'Documents',
};

export const trustDocumentKinds = ['report', 'certificate', 'pentest', 'policy', 'other'] as const;
export type TrustDocumentKind = (typeof trustDocumentKinds)[number];
export const trustDocumentKindLabels: Record<TrustDocumentKind, string> = {
  report: 'Audit report',
  certificate: 'Certificate',
  pentest: 'Penetration test',
  policy: 'Policy',
  other: 'Document',
};

export const trustVisibilities = ['public', 'private'] as const;
export type TrustVisibility = (typeof trustVisibilities)[number];

/** The trust page's settings as stored; `version` 0 while the organization has never saved them. */
export type TrustSettings = {
  slug: string;
  published: boolean;
  overview: string;
  sections: TrustSection[];
  frameworks: string[];
  controlAreas: string[];
  policyIds: string[];
  version: number;
};

/** A document the page offers; `source` names the record it publishes. */
export type TrustDocument = {
  id: string;
  title: string;
  kind: TrustDocumentKind;
  visibility: TrustVisibility;
  source: { type: 'policy' | 'evidence'; id: string; name: string };
  version: number;
};

/** The publish switch: on or off, with the version the screen read. */
export const trustPublishSchema = z.object({
  published: z.enum(['on', 'off'], { error: 'Reload the page and try again.' }).transform((value) => value === 'on'),
  version: z.coerce.number({ error: 'Reload the page and try again.' }).int().min(1, 'Save the settings before publishing.'),
});

/** Add a document: its title, kind, visibility and the record it publishes (`policy:<id>` or `evidence:<id>`). */
export const trustDocumentCreateSchema = z.object({
  title: requiredLine('document title', 120),
  kind: z.enum(trustDocumentKinds, { error: 'Choose the kind of document.' }),
  visibility: z.enum(trustVisibilities, { error: 'Choose who may download it.' }),
  source: z
    .string({ error: 'Choose the policy or evidence it publishes.' })
    .regex(/^(policy|evidence):[0-9a-f-]{36}$/i, 'Choose the policy or evidence it publishes.'),
});
export type TrustDocumentCreate = z.output<typeof trustDocumentCreateSchema>;

/** Remove a document: its id and version (hidden fields). */
export const trustDocumentRemoveSchema = z.object({
  id: z.string().min(1).max(64),
  version: z.coerce.number().int().min(1),
});

/** What a visitor sees of one framework. */
export type TrustFrameworkView =
  | { frameworkId: string; name: string; state: 'audited'; auditedOn: string; auditor: string }
  | { frameworkId: string; name: string; state: 'in-progress'; percent: number };

/** A control area with how many of its applicable controls are implemented and in progress. */
export type TrustControlArea = { prefix: string; name: string; implemented: number; inProgress: number; total: number };

export type TrustSubprocessor = { name: string; purpose: string; countries: string[] };

/** A listed document on the page; only a public one has a download address. */
export type TrustDocumentView = { id: string; title: string; kind: TrustDocumentKind; href: string | null };

/** Everything the page shows: computed only from what the organization chose to publish. */
export type TrustPageView = {
  organizationName: string;
  slug: string;
  overview: string;
  sections: TrustSection[];
  frameworks: TrustFrameworkView[];
  controlAreas: TrustControlArea[];
  subprocessors: TrustSubprocessor[];
  policies: string[];
  documents: TrustDocumentView[];
};
