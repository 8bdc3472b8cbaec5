import type { FormAction } from '@/lib/schemas/form-state';

/** The Remove framework server action as the page hands it down (client components never import app/). */
export type RemoveFrameworkAction = FormAction<{ frameworkId: string }>;
