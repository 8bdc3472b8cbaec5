import { z } from '@/lib/schemas/zod';

export const controlStatusSchema = z.enum(['compliant', 'in-progress', 'not-started']);
export type ControlStatus = z.infer<typeof controlStatusSchema>;

/** A framework control (spec §3 Control). */
export const controlSchema = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  status: controlStatusSchema,
  owner: z.string().min(1),
});
export type Control = z.infer<typeof controlSchema>;

export const controlGroupSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  controls: z.array(controlSchema).min(1),
});
export type ControlGroup = z.infer<typeof controlGroupSchema>;
