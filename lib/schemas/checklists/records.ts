import { z } from '@/lib/schemas/zod';

/** Onboarding when a person joins, offboarding when they leave. */
export const checklistKinds = ['onboarding', 'offboarding'] as const;
export type ChecklistKind = (typeof checklistKinds)[number];
export const checklistKindLabels: Record<ChecklistKind, string> = { onboarding: 'Onboarding', offboarding: 'Offboarding' };

export const MAX_CHECKLIST_STEPS = 30;
export const MAX_STEP_TITLE_LENGTH = 120;
export const MIN_DEADLINE_HOURS = 1;
export const MAX_DEADLINE_HOURS = 720;
export const DEFAULT_DEADLINE_HOURS = 24;

/** A template's steps, in order: 1 to 30 titles of 1 to 120 characters. */
export const templateStepsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A step needs a title.')
      .max(MAX_STEP_TITLE_LENGTH, `A step's title can be at most ${MAX_STEP_TITLE_LENGTH} characters.`),
  )
  .min(1, 'Add at least one step.')
  .max(MAX_CHECKLIST_STEPS, `A checklist can have at most ${MAX_CHECKLIST_STEPS} steps.`);

const HOURS_MESSAGE = `Enter the deadline as a whole number of hours from ${MIN_DEADLINE_HOURS} to ${MAX_DEADLINE_HOURS}.`;

/** The offboarding deadline: whole hours from 1 to 720 (30 days). */
export const deadlineHoursSchema = z.coerce
  .number({ error: HOURS_MESSAGE })
  .int(HOURS_MESSAGE)
  .min(MIN_DEADLINE_HOURS, HOURS_MESSAGE)
  .max(MAX_DEADLINE_HOURS, HOURS_MESSAGE);

/** A template as stored: its steps and the offboarding deadline. */
export const checklistTemplateSchema = z.object({ steps: templateStepsSchema, deadlineHours: deadlineHoursSchema });

/** The lines of the steps field, one step a line; blank lines are dropped. */
export const stepLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Edit template: the steps (one a line), the deadline hours and the version read (0 while the defaults hold). */
export const checklistTemplateFormSchema = z.object({
  kind: z.enum(checklistKinds, { error: 'Reload the page and try again.' }),
  steps: z.string({ error: 'Add at least one step.' }).transform(stepLines).pipe(templateStepsSchema),
  deadlineHours: z.unknown().optional().default(String(DEFAULT_DEADLINE_HOURS)).pipe(deadlineHoursSchema),
  version: z.coerce.number({ error: 'Reload the page and try again.' }).int().min(0),
});
export type ChecklistTemplateForm = z.output<typeof checklistTemplateFormSchema>;

/** Tick or untick one step, with the checklist's version the page read. */
export const checklistTickSchema = z.object({
  id: z.string().min(1).max(64),
  version: z.coerce.number().int().min(1),
  step: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_CHECKLIST_STEPS - 1),
  done: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export type ChecklistTick = z.output<typeof checklistTickSchema>;

/** Start onboarding or offboarding for a person. */
export const checklistStartSchema = z.object({
  personId: z.string().min(1).max(64),
  kind: z.enum(checklistKinds),
});
export type ChecklistStart = z.output<typeof checklistStartSchema>;

/** An organization's template of a kind; `stored` false (version 0) while the product's defaults hold. */
export type ChecklistTemplate = { kind: ChecklistKind; steps: string[]; deadlineHours: number; version: number; stored: boolean };

export type ChecklistStep = { title: string; doneAt: Date | null; doneByName: string | null };

/** A person's checklist as the screens show it. */
export type Checklist = {
  id: string;
  personId: string;
  kind: ChecklistKind;
  steps: ChecklistStep[];
  startedAt: Date;
  dueAt: Date;
  finishedAt: Date | null;
  evidenceId: string | null;
  version: number;
};

/** A step still to do on an open checklist of the organization, for task lists. */
export type OpenChecklistStep = {
  checklistId: string;
  personId: string;
  personName: string;
  kind: ChecklistKind;
  step: number;
  title: string;
  dueAt: Date;
};
