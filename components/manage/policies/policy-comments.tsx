'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { SectionCard } from '@/components/manage/records/section-card';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formatMoment } from '@/components/manage/settings/dates';
import type { FormAction } from '@/lib/schemas/form-state';
import { formValidator } from '@/lib/schemas/form-state';
import { policyCommentSchema, type PolicyComment, type PolicyStepResult } from '@/lib/schemas/policies/records';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';

const validateComment = formValidator(policyCommentSchema);

/** The comments on a policy, oldest first, with their author and time; while it is under review, editors add one. */
export function PolicyComments({
  comments,
  policyId,
  version,
  comment,
}: {
  comments: readonly PolicyComment[];
  policyId: string;
  version: number;
  /** Given when the member may comment now (records.edit, policy under review). */
  comment?: FormAction<PolicyStepResult>;
}) {
  return (
    <div id="comments" className="scroll-mt-24">
      <SectionCard title="Comments">
        {comments.length === 0 ? (
          <p className="text-sm text-slate-600">No comments yet.</p>
        ) : (
          <ol className="space-y-3">
            {comments.map((entry) => (
              <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="flex flex-wrap items-center gap-2 text-slate-600">
                  <span className="font-medium text-slate-900">{entry.authorName}</span>
                  <time dateTime={entry.createdAt.toISOString()}>{formatMoment(entry.createdAt)}</time>
                  {entry.kind === 'returned' && <Badge tone="warning">Returned to Draft</Badge>}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-800">{entry.body}</p>
              </li>
            ))}
          </ol>
        )}
        {comment ? <CommentForm policyId={policyId} version={version} comment={comment} /> : null}
      </SectionCard>
    </div>
  );
}

function CommentForm({ policyId, version, comment }: { policyId: string; version: number; comment: FormAction<PolicyStepResult> }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action: comment,
    validate: validateComment,
    onCreated: () => {
      form.current?.reset();
      router.refresh();
    },
  });
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
      <RecordVersionInputs item={{ id: policyId, version }} />
      <TextareaField label="Add a comment" name="body" rows={3} required error={errors.body} />
      <FormError message={formError} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Adding…' : 'Add Comment'}
      </Button>
    </form>
  );
}
