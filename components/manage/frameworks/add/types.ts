import type { FormAction } from '@/lib/schemas/form-state';

/** The Add Framework server action as the page hands it down (client components never import app/). */
export type AddFrameworkAction = FormAction<{ frameworkId: string }>;
