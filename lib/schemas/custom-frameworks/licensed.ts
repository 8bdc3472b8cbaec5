import { z } from '@/lib/schemas/zod';

/** The most text an imported licensed list may hold: about 2,000 requirements with long titles. */
export const LICENSED_REQUIREMENTS_MAX_CHARS = 600_000;

/** The directory frameworks an organization imports a licensed list for (lib/catalog/licensed-frameworks.ts). */
export const licensedFrameworkIdSchema = z.enum(['hitrust'], { error: 'Choose a licensed framework to import.' });

/** Importing a licensed requirement list: which framework, and the CSV file's text. */
export const licensedImportSchema = z.object({
  frameworkId: licensedFrameworkIdSchema,
  requirements: z
    .string({ error: 'Choose the CSV file of your licensed requirements.' })
    .trim()
    .min(1, 'Choose the CSV file of your licensed requirements.')
    .max(LICENSED_REQUIREMENTS_MAX_CHARS, 'The file can be at most 600,000 characters: import the requirements your assessment covers.'),
});
export type LicensedImport = z.infer<typeof licensedImportSchema>;

/** One line of the file: requirement id, title, optional group, optional library controls. */
export const licensedRequirementRowSchema = z.object({
  id: z.string().trim().min(1, 'give the requirement id').max(40, 'the requirement id can be at most 40 characters'),
  title: z.string().trim().min(1, 'give the requirement title').max(300, 'the title can be at most 300 characters'),
  group: z.string().trim().max(120, 'the group can be at most 120 characters'),
});
