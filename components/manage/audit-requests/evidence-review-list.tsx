'use client';

import Link from 'next/link';
import { FormError } from '@/components/manage/records/form-error';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { evidenceReviewLabels } from '@/lib/domain/audit-requests/evidence-review';
import { evidenceReviewSchema, type ItemComment } from '@/lib/schemas/audit-requests/evidence-reviews';
import type { AuditRequest } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { ItemCommentForm } from './item-comment-form';
import { ItemThread } from './request-thread';
import { useRequestForm } from './use-request-form';

type Item = AuditRequest['evidence'][number];

/** One review form of an item: accept, clear, or flag with what is wrong. */
function ReviewForm<T>({
  requestId,
  item,
  decision,
  action,
}: {
  requestId: string;
  item: Item;
  decision: 'accept' | 'flag' | 'clear';
  action: FormAction<T>;
}) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, evidenceReviewSchema);
  const button = { accept: 'Accept item', flag: 'Flag item', clear: 'Clear review' }[decision];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2" aria-label={`${button} ${item.name}`}>
      <input type="hidden" name="id" value={requestId} />
      <input type="hidden" name="evidenceId" value={item.id} />
      <input type="hidden" name="decision" value={decision} />
      {decision === 'flag' ? <TextareaField label="What is wrong" name="comment" rows={2} maxLength={4000} error={errors.comment} /> : null}
      <FormError message={formError ?? errors.id ?? errors.evidenceId} />
      <Button type="submit" variant={decision === 'flag' ? 'danger' : 'secondary'} disabled={pending}>
        {button}
      </Button>
    </form>
  );
}

/**
 * The request's evidence items, each with the auditor's review while it holds (accepted, or flagged with what is
 * wrong) and its thread; with `action`, the forms to accept, flag or clear each item; with `commentAction`, a
 * comment box under each item's thread.
 */
export function EvidenceReviewList<T, C = T>({
  request,
  evidencePath,
  action,
  threads = {},
  commentAction = null,
}: {
  request: AuditRequest;
  /** Where an item's page lives: its id is appended. */
  evidencePath: string;
  /** Null for a person who only reads the reviews, and on an accepted request. */
  action: FormAction<T> | null;
  /** Each item's thread, by evidence id. */
  threads?: Readonly<Record<string, readonly ItemComment[]>>;
  /** Null for a person who only reads the threads, and once the audit has ended. */
  commentAction?: FormAction<C> | null;
}) {
  if (request.evidence.length === 0) return <p className="mt-2 text-sm text-slate-600">No evidence attached yet.</p>;
  return (
    <ul className="mt-2 space-y-3 text-sm" aria-label="Evidence of the request">
      {request.evidence.map((item) => (
        <li key={item.id} className="rounded-md border border-slate-200 p-3" aria-label={item.name}>
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`${evidencePath}/${item.id}`} className="text-indigo-700 hover:underline">
              {item.name}
            </Link>
            <span className={item.review?.state === 'flagged' ? 'font-medium text-red-700' : 'text-slate-600'}>
              {item.review ? evidenceReviewLabels[item.review.state] : 'Not reviewed'}
            </span>
          </div>
          {item.review?.state === 'flagged' ? (
            <p className="mt-1 text-slate-700">
              {item.review.reviewedByName}: {item.review.comment}
            </p>
          ) : null}
          {action ? (
            <div className="mt-2 grid gap-3 md:grid-cols-3">
              {item.review?.state !== 'accepted' ? (
                <ReviewForm requestId={request.id} item={item} decision="accept" action={action} />
              ) : null}
              <ReviewForm requestId={request.id} item={item} decision="flag" action={action} />
              {item.review ? <ReviewForm requestId={request.id} item={item} decision="clear" action={action} /> : null}
            </div>
          ) : null}
          {threads[item.id]?.length || commentAction ? (
            <div className="mt-3 space-y-2 border-t border-slate-100 pt-3">
              <ItemThread name={item.name} thread={threads[item.id] ?? []} />
              {commentAction ? (
                <ItemCommentForm requestId={request.id} evidenceId={item.id} name={item.name} action={commentAction} />
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
