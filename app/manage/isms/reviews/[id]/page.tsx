import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { ReviewActions } from '@/components/manage/isms/review-actions';
import { ReviewMinutes } from '@/components/manage/isms/review-minutes';
import { RecordHistory } from '@/components/manage/records/record-history';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/people/rules';
import { can } from '@/lib/domain/permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { recordHistory } from '@/lib/workspace/activity';
import { readManagementReview } from '@/lib/workspace/isms';
import { addDecisionAction, deleteReviewAction, editReviewAction, removeDecisionAction } from '../../review-actions';

export const metadata: Metadata = { title: 'Management review' };

type Props = { params: Promise<{ id: string }> };

/** One management review's minutes, with its decisions and history. */
export default async function ManagementReviewPage({ params }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const review = await foundOr404(readManagementReview(member, id));
  const history = await recordHistory(member, review.id);
  const canEdit = can(member.role, 'records.edit');
  const canDelete = can(member.role, 'records.delete');
  const today = dayOf(new Date());
  return (
    <>
      <PageHeader
        title={review.title}
        description={`Management review of ${review.date}`}
        actions={
          canEdit || canDelete ? (
            <ReviewActions
              review={review}
              today={today}
              actions={{ edit: canEdit ? editReviewAction : undefined, remove: canDelete ? deleteReviewAction : undefined }}
            />
          ) : undefined
        }
      >
        <Breadcrumb
          items={[
            { label: 'ISMS', href: '/manage/isms' },
            { label: 'Management reviews', href: '/manage/isms/reviews' },
            { label: review.title },
          ]}
        />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ReviewMinutes
            review={review}
            today={today}
            actions={{ addDecision: canEdit ? addDecisionAction : undefined, removeDecision: canEdit ? removeDecisionAction : undefined }}
          />
        </div>
        <div className="min-w-0">
          <RecordHistory entries={history} />
        </div>
      </div>
    </>
  );
}
