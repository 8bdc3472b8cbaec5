import { z } from '@/lib/schemas/zod';

export const stepActionSchema = z.enum(['View', 'Edit', 'Continue', 'Assign', 'Start', 'View All']);
export type StepAction = z.infer<typeof stepActionSchema>;

/** A step of the ISO 27001 setup guide (catalog content, the same for every organization). */
export const isoCatalogStepSchema = z.object({
  /** Stable id, stored in the organization's setup once the step is done. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  /** Who usually does it. */
  owner: z.string().min(1),
  /** What the step needs before it can be called done: its deliverables and the evidence an auditor asks for. */
  needs: z.array(z.string().min(1)).min(1),
  /** Its share of the whole setup effort; the weights of all steps add up to 100. */
  weight: z.number().int().positive(),
  /** The week of the plan, counted from the day ISO 27001 was added, by which it should be done. */
  dueWeek: z.number().int().positive(),
});
export type IsoCatalogStep = z.infer<typeof isoCatalogStepSchema>;

export const isoCatalogPhaseSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** The plan's weeks for the timeline, e.g. "Weeks 1-3". */
  weeks: z.string().min(1),
  steps: z.array(isoCatalogStepSchema).min(1),
});
export type IsoCatalogPhase = z.infer<typeof isoCatalogPhaseSchema>;

/** One step the organization has done: when (ISO date-time) and by whom. */
export const isoDoneStepSchema = z.object({ id: z.string().min(1), at: z.string().min(1), by: z.string() });
export type IsoDoneStep = z.infer<typeof isoDoneStepSchema>;

/** A step someone started (Start): in progress, not done. */
export const isoStartedStepSchema = isoDoneStepSchema;
export type IsoStartedStep = z.infer<typeof isoStartedStepSchema>;

/** Who a step is assigned to: a member of the organization (id, and name when assigned), by whom and when. */
export const isoAssignmentSchema = z.object({
  id: z.string().min(1),
  memberId: z.string().min(1),
  name: z.string(),
  at: z.string().min(1),
  by: z.string(),
});
export type IsoAssignment = z.infer<typeof isoAssignmentSchema>;

/**
 * What the ISO 27001 setup stores in the organization's framework row (organization_frameworks.setup). Setups
 * stored before steps could be started or assigned have only `doneSteps`.
 */
export const isoSetupStoredSchema = z.object({
  doneSteps: z.array(isoDoneStepSchema),
  startedSteps: z.array(isoStartedStepSchema).default([]),
  assignments: z.array(isoAssignmentSchema).default([]),
});
export type IsoSetupStored = z.infer<typeof isoSetupStoredSchema>;

/** The request of a step's Mark as done or Start: the step, and the version of the setup the screen read. */
export const isoStepCompletionSchema = z.object({
  stepId: z.string({ error: 'Choose a setup step.' }).min(1, 'Choose a setup step.').max(80, 'Choose a setup step.'),
  version: z.number({ error: 'Reload the page and try again.' }).int().min(1, 'Reload the page and try again.'),
});
export type IsoStepCompletion = z.infer<typeof isoStepCompletionSchema>;

/** The request of a step's Assign: the step, the member chosen, and the version of the setup the screen read. */
export const isoStepAssignmentSchema = isoStepCompletionSchema.extend({
  memberId: z.uuid({ error: 'Choose a member of your team.' }),
});
export type IsoStepAssignment = z.infer<typeof isoStepAssignmentSchema>;

export type IsoStepStatus = 'completed' | 'in-progress' | 'pending';

/** A step as the screen shows it. */
export type IsoStep = {
  id: string;
  name: string;
  description: string;
  status: IsoStepStatus;
  note: string;
  /** The member it is assigned to, else the role that usually does it. */
  assignee: string;
  assigneeMemberId: string | null;
  /** The role that usually does it. */
  owner: string;
  needs: string[];
  /** "Due Mar 3, 2027" from the plan's week. */
  due: string;
  actions: StepAction[];
};

export type IsoPhase = { id: string; title: string; progress: number; steps: IsoStep[] };

export type IsoNextAction = { stepId: string; title: string; priority: 'high' | 'medium'; due: string; assignee: string };

export type IsoTimelineItem = { title: string; when: string; state: 'completed' | 'current' | 'scheduled' };

/** The progress summary: Annex A from the control library and the organization's control states; steps from the setup. */
export type IsoSummary = { annexAControls: number; implemented: number; stepsDone: number; stepsTotal: number; percentComplete: number };
