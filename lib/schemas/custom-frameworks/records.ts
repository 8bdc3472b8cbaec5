import { z } from '@/lib/schemas/zod';
import { optionalText, recordVersionSchema, requiredLine } from '../common';

/** The most text a requirement list may hold: about 500 requirements with long titles. */
export const CUSTOM_REQUIREMENTS_MAX_CHARS = 200_000;

/**
 * A custom framework's form: its name, a description, and its requirements as CSV text (typed, or read from an
 * imported file into the same box), one requirement a line: identifier, title, controls. The lines themselves are
 * checked against the control library by lib/domain/custom-frameworks/requirements.ts.
 */
export const customFrameworkFormSchema = z.object({
  name: requiredLine('framework name', 80),
  description: optionalText('description', 500),
  requirements: z
    .string({ error: 'Enter at least one requirement, or import a CSV file.' })
    .trim()
    .min(1, 'Enter at least one requirement, or import a CSV file.')
    .max(CUSTOM_REQUIREMENTS_MAX_CHARS, 'The requirements can be at most 200,000 characters: import them in two frameworks.'),
});
export type CustomFrameworkForm = z.infer<typeof customFrameworkFormSchema>;

/** Saving an edited custom framework: the form, with its id and the version the screen read. */
export const customFrameworkEditSchema = customFrameworkFormSchema.extend(recordVersionSchema.shape);

/** Deleting a custom framework: its id and the version the screen read. */
export const customFrameworkDeleteSchema = recordVersionSchema;
