import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import type { AuditorGuest } from '@/lib/workspace/audit-guests';
import { WorkspaceError } from '@/lib/workspace/member';
import { currentAuditorGuest } from './guest';

type GuestActionSpec<S extends z.ZodType, R> = {
  /** The form's fields, parsed again on the server. */
  schema: S;
  /** Checkbox groups read as lists. */
  arrays?: readonly string[];
  /** File fields, handed to the schema as the list of posted files. */
  files?: readonly string[];
  /** The workspace call as the guest, which checks what they may do on their own audit. */
  work: (guest: AuditorGuest, input: z.output<S>) => Promise<{ record: R; message: string }>;
};

/**
 * A server action of /auditor/<audit>, bound to the audit's id by its page: the person read again as the working
 * guest of that audit on every post (any other audit, a withdrawal or the access end is refused, and no second factor
 * yet too), then the form parsed with its schema, the work, and the guest's pages read again. A refusal of the
 * workspace answers the form with its message.
 */
export function guestAction<S extends z.ZodType, R>(spec: GuestActionSpec<S, R>) {
  return async (auditId: string, _previous: FormState<R>, formData: FormData): Promise<FormState<R>> => {
    try {
      const guest = await currentAuditorGuest(String(auditId));
      const values: Record<string, unknown> = formValues(formData, spec.arrays);
      for (const name of spec.files ?? []) values[name] = formData.getAll(name);
      const parsed = await spec.schema.safeParseAsync(values);
      if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
      const { record, message } = await spec.work(guest, parsed.data);
      revalidatePath(`/auditor/${guest.auditId}`, 'layout');
      return { status: 'success', record, message };
    } catch (error) {
      if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
      throw error;
    }
  };
}
