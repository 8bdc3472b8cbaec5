'use client';

import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { reviewGaps } from '@/lib/domain/isms/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { reviewCreateSchema, type ManagementReview } from '@/lib/schemas/isms/records';
import { ModalForm } from './modal-form';
import { ReviewFields } from './review-fields';

/** Record management review: the button and its form. */
export function RecordReviewButton({ action, today }: { action: FormAction<ManagementReview>; today: string }) {
  return (
    <ModalForm
      label="Record management review"
      action={action}
      validate={formValidator(reviewCreateSchema)}
      submitLabel="Record review"
      pendingLabel="Recording…"
      variant="primary"
      size="lg"
    >
      {(errors) => <ReviewFields errors={errors} today={today} />}
    </ModalForm>
  );
}

/** The management reviews, latest first, each marked complete or with what it still lacks. */
export function ReviewsList({ reviews }: { reviews: readonly ManagementReview[] }) {
  if (reviews.length === 0) {
    return (
      <EmptyState title="No management reviews yet">
        Record each review of the management system by leadership: who attended, what they considered and what they decided.
      </EmptyState>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th className="px-4 py-2 font-medium">Review</th>
            <th className="px-4 py-2 font-medium">Date</th>
            <th className="px-4 py-2 font-medium">Attendees</th>
            <th className="px-4 py-2 font-medium">Decisions</th>
            <th className="px-4 py-2 font-medium">Minutes</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {reviews.map((review) => {
            const gaps = reviewGaps(review);
            return (
              <tr key={review.id}>
                <td className="px-4 py-2">
                  <Link href={`/manage/isms/reviews/${review.id}`} className="font-medium text-indigo-700 hover:underline">
                    {review.title}
                  </Link>
                </td>
                <td className="px-4 py-2">{review.date}</td>
                <td className="px-4 py-2">{review.attendees.length}</td>
                <td className="px-4 py-2">{review.decisions.length}</td>
                <td className="px-4 py-2">
                  {gaps.length === 0 ? (
                    <Badge tone="success">Complete</Badge>
                  ) : (
                    <Badge tone="warning">{`Incomplete: ${gaps.length} missing`}</Badge>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
