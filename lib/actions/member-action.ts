import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import type { z } from 'zod';
import { requireMember, requireMemberDuringMfaSetup } from '@/lib/dal';
import { can, FORBIDDEN_MESSAGE, type Action } from '@/lib/domain/permissions';
import { spendMemberWrite } from '@/lib/rate-limit/member-budget';
import { fieldErrorsOf, formValues, type FieldErrors, type FormAction, type FormState } from '@/lib/schemas/form-state';
import { WorkspaceError, type Member } from '@/lib/workspace/member';
import { expireTrustPage } from './trust-revalidation';
import { withoutQueryValues } from '@/lib/db/query-failure';

/**
 * A page to read again after a successful write: a path, a path and 'layout' for everything under it, or a cache
 * tag (a public page rendered ahead of time, such as a trust page), expired at once.
 */
export type Revalidation = string | { path: string; type: 'layout' } | { tag: string };

/** Thrown by a write's work when the server finds a field wrong that only it can check (a current password). */
export class FieldRefusal extends Error {
  constructor(readonly fieldErrors: FieldErrors) {
    super(Object.values(fieldErrors)[0] ?? 'A field is not valid.');
    this.name = 'FieldRefusal';
  }
}

/** What a write answers on success: the record the form shows, and the confirmation. */
export type Done<R> = { record: R; message: string };

/**
 * What the member's role must allow, checked before the form is read: read from the workspace write the work calls
 * (declared with its permission by `guardedWrite`; for work that calls several, the strictest), or, for work that is
 * no such write, named here.
 */
export type ActionPermission = { write: { readonly permission: Action }; permission?: never } | { permission: Action; write?: never };

export type MemberActionSpec<S extends z.ZodType, R> = ActionPermission & MemberActionSteps<S, R>;

type MemberActionSteps<S extends z.ZodType, R> = {
  /** The form's fields, parsed again on the server (the authority); async refinements may check files. */
  schema: S;
  /** Field names posted as repeated values (checkbox groups), read as arrays. */
  arrays?: readonly string[];
  /** File fields, handed to the schema as the list of posted files. */
  files?: readonly string[];
  /**
   * The form's message when the input is not valid. `fields: false` drops the field messages: for forms whose
   * fields are hidden (a record's id and version), where the only fix is to reload. A function picks the message
   * from the field messages (a wizard's missing confirmation says so itself).
   */
  invalid?: { message: string | ((fieldErrors: FieldErrors) => string); fields?: false };
  /** The work itself; a WorkspaceError it throws becomes the form's message (refused, stale, not found, invalid). */
  work: (member: Member, input: z.output<S>, formData: FormData) => Promise<Done<R>>;
  /** The pages that show what changed, read again after a success. */
  revalidate: (record: R, input: z.output<S>, member: Member) => readonly Revalidation[];
  /** Bytes an upload adds, charged to the member's and organization's upload budget as well. */
  uploadBytes?: (input: z.output<S>) => number;
  /**
   * Set only on the two-factor actions of Settings › Security: they work for a member whose organization requires
   * two-factor sign-in before it is set up, whom every other action refuses.
   */
  duringMfaSetup?: true;
};

/**
 * The one way a signed-in screen writes (docs/architecture.md, "The life of an action"): the member from the
 * database, their role, the write budget of the member and of the organization, the input parsed with the
 * schema, the work, then the pages revalidated (and the organization's trust page expired). Every refusal answers the form with the message people see;
 * anything else is a fault and is thrown.
 */
export function memberAction<S extends z.ZodType, R>(spec: MemberActionSpec<S, R>): FormAction<R> {
  return async (_previous, formData) => {
    const values: Record<string, unknown> = formValues(formData, spec.arrays);
    for (const name of spec.files ?? []) values[name] = formData.getAll(name);
    return runMemberAction(spec, values, formData);
  };
}

/** The same steps for a screen that posts an object rather than a form (a wizard's answers, a settings panel). */
export function memberActionOnObject<S extends z.ZodType, R>(
  spec: ActionPermission & Omit<MemberActionSteps<S, R>, 'arrays' | 'files'>,
): (input: unknown) => Promise<FormState<R>> {
  return (input) => runMemberAction(spec, input, new FormData());
}

async function runMemberAction<S extends z.ZodType, R>(
  spec: ActionPermission & Omit<MemberActionSteps<S, R>, 'arrays' | 'files'>,
  values: unknown,
  formData: FormData,
): Promise<FormState<R>> {
  let member: Member;
  try {
    member = spec.duringMfaSetup ? await requireMemberDuringMfaSetup() : await requireMember();
  } catch (error) {
    // The two-factor requirement's refusal; a redirect (no session) and faults go on.
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    throw error;
  }
  // The screens hide what a role may not do; a crafted request is refused here, before its input is read.
  const permission = spec.write ? spec.write.permission : spec.permission;
  if (!can(member.role, permission)) return { status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE };
  const parsed = await spec.schema.safeParseAsync(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    if (!spec.invalid) return { status: 'error', fieldErrors };
    const { message, fields } = spec.invalid;
    return {
      status: 'error',
      fieldErrors: fields === false ? {} : fieldErrors,
      formError: typeof message === 'string' ? message : message(fieldErrors),
    };
  }
  const budget = await spendMemberWrite(member, spec.uploadBytes?.(parsed.data) ?? 0);
  if (!budget.ok) return { status: 'error', fieldErrors: {}, formError: budget.message };
  let done: Done<R>;
  try {
    done = await spec.work(member, parsed.data, formData);
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    if (error instanceof FieldRefusal) return { status: 'error', fieldErrors: error.fieldErrors };
    // The fault is logged by the framework: a failed query's values (a sealed credential, a person's data) stay out.
    throw withoutQueryValues(error);
  }
  for (const page of spec.revalidate(done.record, parsed.data, member)) {
    if (typeof page === 'string') revalidatePath(page);
    else if ('tag' in page) revalidateTag(page.tag, { expire: 0 });
    else revalidatePath(page.path, page.type);
  }
  expireTrustPage(member.organizationId);
  return { status: 'success', record: done.record, message: done.message };
}
