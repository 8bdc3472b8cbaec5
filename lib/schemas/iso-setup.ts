import { z } from '@/lib/schemas/zod';

export const stepActionSchema = z.enum(['View', 'Edit', 'Continue', 'Assign', 'Start', 'View All']);

/** An ISO 27001 setup step (spec §3 ISO setup display items). */
export const isoStepSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  status: z.enum(['completed', 'in-progress', 'pending']),
  note: z.string().min(1),
  assignee: z.string().min(1),
  actions: z.array(stepActionSchema).min(1),
});

export const isoPhaseSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  progress: z.number().int().min(0).max(100),
  steps: z.array(isoStepSchema).min(1),
});
export type IsoPhase = z.infer<typeof isoPhaseSchema>;
export type IsoStep = z.infer<typeof isoStepSchema>;

export const isoNextActionSchema = z.object({
  title: z.string().min(1),
  priority: z.enum(['high', 'medium']),
  due: z.string().min(1),
  assignee: z.string().min(1),
});
export type IsoNextAction = z.infer<typeof isoNextActionSchema>;

export const isoTimelineItemSchema = z.object({
  title: z.string().min(1),
  when: z.string().min(1),
  state: z.enum(['completed', 'current', 'scheduled']),
});
export type IsoTimelineItem = z.infer<typeof isoTimelineItemSchema>;

export const isoSummarySchema = z.object({
  annexAControls: z.number().int(),
  implemented: z.number().int(),
  phasesDone: z.number().int(),
  phasesTotal: z.number().int(),
  percentComplete: z.number().int().min(0).max(100),
});
