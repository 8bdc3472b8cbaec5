import { z } from '@/lib/schemas/zod';
import { optionalText } from '../common';

/** A control's state in an organization; a control never touched is not started. */
export const controlStates = ['not-started', 'in-progress', 'implemented', 'not-applicable'] as const;
export const controlStateSchema = z.enum(controlStates, { error: 'Choose a state.' });
export type ControlState = z.infer<typeof controlStateSchema>;

export const controlStateLabels: Record<ControlState, string> = {
  'not-started': 'Not Started',
  'in-progress': 'In Progress',
  implemented: 'Implemented',
  'not-applicable': 'Not Applicable',
};

/** The control edit form: state, the reason when not applicable, owner (a member id or none), note, and the version read. */
export const controlStateEditSchema = z
  .object({
    state: controlStateSchema,
    reason: optionalText('reason', 500),
    ownerMemberId: z.union([z.uuid({ error: 'Choose an owner from your team.' }), z.literal('')]).default(''),
    note: optionalText('note', 2000),
    version: z.coerce.number({ error: 'Reload the page and try again.' }).int().min(0),
  })
  .refine((edit) => edit.state !== 'not-applicable' || edit.reason.length > 0, {
    path: ['reason'],
    message: 'Say why this control does not apply.',
  });
export type ControlStateEdit = z.infer<typeof controlStateEditSchema>;
