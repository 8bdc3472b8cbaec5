import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, recordVersionSchema, requiredLine, requiredText } from '../common';

/** What the owner says of an objective; "missed" is never chosen, it follows from the target date. */
export const objectiveProgresses = ['on-track', 'at-risk', 'achieved'] as const;
export type ObjectiveProgress = (typeof objectiveProgresses)[number];
/** A finding of an internal audit: a nonconformity (major or minor) or an observation. */
export const findingKinds = ['major', 'minor', 'observation'] as const;
export type FindingKind = (typeof findingKinds)[number];
/** A nonconformity's states, from its finding to the check that its corrective action worked. */
export const nonconformityStates = ['open', 'action-planned', 'action-done', 'verified'] as const;
export type NonconformityState = (typeof nonconformityStates)[number];
export const nonconformitySteps = ['plan', 'done', 'verify', 'reopen'] as const;
export type NonconformityStep = (typeof nonconformitySteps)[number];
export const internalAuditStates = ['planned', 'in-progress', 'completed'] as const;
export type InternalAuditState = (typeof internalAuditStates)[number];
/** The inputs a management review considers, in the order of its minutes. */
export const reviewInputKeys = ['previousActions', 'issueChanges', 'performance', 'auditResults', 'risks', 'opportunities'] as const;
export type ReviewInputKey = (typeof reviewInputKeys)[number];
export type ReviewInputs = Record<ReviewInputKey, string>;

export const MAX_LONG_TEXT = 4000;
export const MAX_LIST_ITEMS = 50;

/** A textarea of one item a line: trimmed lines, empty ones dropped. */
function lines(label: string) {
  return z
    .string()
    .optional()
    .default('')
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .pipe(
      z
        .array(z.string().max(200, `Each line of the ${label} can be at most 200 characters.`))
        .max(MAX_LIST_ITEMS, `List at most ${MAX_LIST_ITEMS} ${label}.`),
    );
}

/** A select of a team member: '' (none) becomes null. */
const memberChoice = z
  .string()
  .optional()
  .default('')
  .transform((id) => (id === '' ? null : id));

/** An optional date input: '' becomes null. */
function optionalDate(label: string) {
  return z
    .string()
    .optional()
    .default('')
    .pipe(z.union([z.literal('').transform(() => null), isoDate(label)]));
}

/** The version the screen read: 0 for a record not written yet (the scope before its first save). */
const readVersion = z.coerce.number({ error: 'Reload the page and try again.' }).int().min(0, 'Reload the page and try again.');

export const EXCLUSION_MESSAGE = "Give each exclusion a reason, one a line as 'what is left out: why'.";

/** Exclusions, one a line as "what: why": each needs its reason. */
const exclusionLines = lines('exclusions').pipe(
  z
    .array(z.string())
    .transform((items) =>
      items.map((line) => {
        const at = line.indexOf(':');
        return at < 0 ? { item: line, reason: '' } : { item: line.slice(0, at).trim(), reason: line.slice(at + 1).trim() };
      }),
    )
    .refine((items) => items.every((entry) => entry.item !== '' && entry.reason !== ''), EXCLUSION_MESSAGE),
);

export type ScopeExclusion = { item: string; reason: string };

/** Save the ISMS scope: the statement, what is inside, what is left out and why, and who has a stake in it. */
export const scopeSaveSchema = z.object({
  version: readVersion,
  statement: requiredText('scope statement', MAX_LONG_TEXT),
  sites: lines('sites'),
  teams: lines('teams'),
  systems: lines('systems'),
  exclusions: exclusionLines,
  interestedParties: optionalText('interested parties', MAX_LONG_TEXT),
});
export type ScopeSave = z.infer<typeof scopeSaveSchema>;
export const scopeApproveSchema = z.object({ version: z.coerce.number().int().min(1, 'Save the scope before approving it.') });

export type IsmsScope = {
  statement: string;
  sites: string[];
  teams: string[];
  systems: string[];
  exclusions: ScopeExclusion[];
  interestedParties: string;
  approvedByName: string | null;
  approvedAt: Date | null;
  version: number;
  updatedAt: Date;
};

const objectiveFields = z.object({
  title: requiredLine('objective'),
  measure: requiredText('measure and target', 500),
  ownerMemberId: memberChoice,
  targetDate: isoDate('target date'),
  progress: z.enum(objectiveProgresses, { error: 'Choose the progress.' }).optional().default('on-track'),
  notes: optionalText('notes'),
});
export const objectiveCreateSchema = objectiveFields;
export const objectiveEditSchema = objectiveFields.extend(recordVersionSchema.shape);
export type ObjectiveCreate = z.infer<typeof objectiveCreateSchema>;
export type ObjectiveEdit = z.infer<typeof objectiveEditSchema>;
export type IsmsObjective = ObjectiveCreate & { id: string; ownerName: string | null; version: number };

const auditPlanFields = z.object({
  title: requiredLine('audit title'),
  scope: requiredText('scope and clauses covered', 1000),
  auditorName: requiredLine('auditor'),
  plannedDate: isoDate('planned date'),
});
export const internalAuditCreateSchema = auditPlanFields;
export const internalAuditEditSchema = auditPlanFields.extend({
  ...recordVersionSchema.shape,
  performedDate: optionalDate('performed date'),
  state: z.enum(internalAuditStates, { error: 'Choose the state.' }),
  reportSummary: optionalText('report summary', MAX_LONG_TEXT),
});
export type InternalAuditCreate = z.infer<typeof internalAuditCreateSchema>;
export type InternalAuditEdit = z.infer<typeof internalAuditEditSchema>;

export const findingCreateSchema = z.object({
  auditId: z.string().min(1, 'Reload the page and try again.').max(64),
  reference: requiredLine('clause or control', 80),
  description: requiredText('description', 2000),
  kind: z.enum(findingKinds, { error: 'Choose the kind of finding.' }),
});
export type FindingCreate = z.infer<typeof findingCreateSchema>;

/** Plan (or re-plan) a nonconformity's corrective action: its cause, the action, who does it and by when. */
export const nonconformityPlanSchema = recordVersionSchema.extend({
  cause: requiredText('cause', 2000),
  correctiveAction: requiredText('corrective action', 2000),
  ownerMemberId: memberChoice,
  dueDate: isoDate('due date'),
});
export type NonconformityPlan = z.infer<typeof nonconformityPlanSchema>;
export const nonconformityStepSchema = recordVersionSchema.extend({
  step: z.enum(['done', 'verify', 'reopen'], { error: 'Reload the page and try again.' }),
});
export type NonconformityStepInput = z.infer<typeof nonconformityStepSchema>;

export type AuditFinding = {
  id: string;
  auditId: string;
  reference: string;
  description: string;
  kind: FindingKind;
  cause: string;
  correctiveAction: string;
  ownerMemberId: string | null;
  ownerName: string | null;
  dueDate: string | null;
  state: NonconformityState | null;
  verifiedByName: string | null;
  verifiedAt: Date | null;
  version: number;
};

export type InternalAudit = InternalAuditCreate & {
  id: string;
  performedDate: string | null;
  state: InternalAuditState;
  reportSummary: string;
  version: number;
};
export type InternalAuditListed = InternalAudit & { findingCount: number; openNonconformities: number };
export type InternalAuditDetail = InternalAudit & { findings: AuditFinding[] };

const reviewInputFields = Object.fromEntries(reviewInputKeys.map((key) => [key, optionalText('input', MAX_LONG_TEXT)])) as Record<
  ReviewInputKey,
  ReturnType<typeof optionalText>
>;

const reviewFields = z.object({
  title: requiredLine('review title'),
  date: isoDate('review date'),
  attendees: lines('attendees').refine((names) => names.length > 0, 'Name at least one attendee, one a line.'),
  ...reviewInputFields,
});
export const reviewCreateSchema = reviewFields;
export const reviewEditSchema = reviewFields.extend(recordVersionSchema.shape);
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

export const decisionAddSchema = recordVersionSchema.extend({
  decision: requiredText('decision or action', 1000),
  owner: requiredLine('owner'),
  dueDate: isoDate('due date'),
});
export type DecisionAdd = z.infer<typeof decisionAddSchema>;
export const decisionRemoveSchema = recordVersionSchema.extend({
  decisionId: z.string().min(1, 'Reload the page and try again.').max(64),
});

export type ReviewDecision = { id: string; decision: string; owner: string; dueDate: string };
export type ManagementReview = {
  id: string;
  title: string;
  date: string;
  attendees: string[];
  inputs: ReviewInputs;
  decisions: ReviewDecision[];
  version: number;
};

/** A record deleted from its list: its id and the version the screen read. */
export const ismsDeleteSchema = recordVersionSchema;
