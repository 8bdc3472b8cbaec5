'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { EmptyState, SectionCard } from '@/components/manage/records/section-card';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { VendorQuestion } from '@/lib/catalog/vendor-questionnaire';
import { dayOf } from '@/lib/domain/calendar-days';
import type { FormAction } from '@/lib/schemas/form-state';
import {
  vendorReviewConclusionLabels,
  type CreatedQuestionnaireLink,
  type VendorReview,
  type VendorReviewConclusion,
} from '@/lib/schemas/vendors/records';
import { QuestionnaireAnswers } from './questionnaire-answers';
import { SendQuestionnaireForm } from './send-questionnaire-form';
import type { TeamChoice } from './vendor-fields';
import { VendorReviewForm } from './vendor-review-form';

const conclusionTones: Record<VendorReviewConclusion, BadgeTone> = {
  approved: 'success',
  'approved-with-conditions': 'warning',
  rejected: 'danger',
};
const questionnaireText: Record<VendorReview['questionnaire'], string | null> = {
  none: null,
  sent: 'Questionnaire sent, waiting for the answers',
  answered: 'Questionnaire answered',
  expired: 'Questionnaire link expired unanswered',
};

type Actions<T> = { record: FormAction<T>; send: FormAction<CreatedQuestionnaireLink> };
type Panel = { kind: 'record'; reviewId?: string } | { kind: 'send' } | null;

/** A vendor's reviews, newest first, with the answers received; Record review and Send questionnaire for editors. */
export function VendorReviewsSection<T>({
  vendorId,
  reviews,
  questions,
  team,
  defaultReviewer,
  today,
  actions,
}: {
  vendorId: string;
  reviews: readonly VendorReview[];
  questions: readonly VendorQuestion[];
  team: readonly TeamChoice[];
  defaultReviewer: string;
  today: string;
  actions?: Actions<T>;
}) {
  const router = useRouter();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => {
    setPanel(null);
    router.refresh();
  };
  return (
    <SectionCard
      title="Reviews"
      actions={
        actions ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setPanel({ kind: 'send' })}>
              Send questionnaire
            </Button>
            <Button onClick={() => setPanel({ kind: 'record' })}>Record review</Button>
          </div>
        ) : undefined
      }
    >
      {reviews.length === 0 ? (
        <EmptyState title="No reviews yet">Record a review, or send the vendor the security questionnaire first.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Vendor reviews">
          {reviews.map((review) => (
            <li key={review.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  {review.conclusion ? (
                    <>
                      <span className="font-medium text-slate-900">
                        {review.reviewedOn} by {review.reviewerName ?? 'a former member'}
                      </span>
                      <Badge tone={conclusionTones[review.conclusion]}>{vendorReviewConclusionLabels[review.conclusion]}</Badge>
                    </>
                  ) : (
                    <span className="font-medium text-slate-900">Open review (started {dayOf(review.createdAt)})</span>
                  )}
                  {questionnaireText[review.questionnaire] && <Badge tone="info">{questionnaireText[review.questionnaire]}</Badge>}
                </div>
                {actions && review.conclusion === null && (
                  <Button variant="secondary" onClick={() => setPanel({ kind: 'record', reviewId: review.id })}>
                    Record conclusion
                  </Button>
                )}
              </div>
              {review.notes && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{review.notes}</p>}
              {review.response && <QuestionnaireAnswers response={review.response} answeredAt={review.answeredAt} questions={questions} />}
            </li>
          ))}
        </ul>
      )}
      {actions && (
        <>
          <Modal open={panel?.kind === 'record'} onClose={() => setPanel(null)} title="Record review">
            {panel?.kind === 'record' && (
              <VendorReviewForm
                vendorId={vendorId}
                reviewId={panel.reviewId}
                team={team}
                defaultReviewer={defaultReviewer}
                today={today}
                action={actions.record}
                onDone={close}
                onCancel={() => setPanel(null)}
              />
            )}
          </Modal>
          <Modal open={panel?.kind === 'send'} onClose={close} title="Send questionnaire">
            {panel?.kind === 'send' && <SendQuestionnaireForm vendorId={vendorId} action={actions.send} onClose={close} />}
          </Modal>
        </>
      )}
    </SectionCard>
  );
}
