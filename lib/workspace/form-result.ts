import 'server-only';
import type { FormState } from '@/lib/schemas/form-state';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { WorkspaceError } from './member';

/**
 * Runs a server action's work and answers its form state: the record and message, or the refusal's message
 * (forbidden, not found, stale, invalid) for the form to show. Anything else is a fault and is thrown.
 */
export async function formResult<T>(work: () => Promise<{ record: T; message: string }>): Promise<FormState<T>> {
  try {
    const { record, message } = await work();
    return { status: 'success', record, message };
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    throw error;
  }
}

/** The answer to a form its sender's role may not submit (the interface hides it; a crafted request gets this). */
export function refusedForRole(): FormState<never> {
  return { status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE };
}
