import type { FormAction, FormState } from '@/lib/schemas/form-state';

/** The Remove framework server action as the page hands it down (client components never import app/). */
export type RemoveFrameworkAction = FormAction<{ frameworkId: string }>;

/** Activate on an Available card, as the page hands it down: adds the framework and answers where its setup is. */
export type ActivateFrameworkAction = (input: { frameworkId: string }) => Promise<FormState<{ href: string }>>;
