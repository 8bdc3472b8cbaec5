'use client';

import { useRouter } from 'next/navigation';
import { formValidator, type FormAction, type FormState } from '@/lib/schemas/form-state';
import { reviewEditSchema, type ManagementReview } from '@/lib/schemas/isms/records';
import { ModalForm } from './modal-form';
import { PostButton } from './post-button';
import { ReviewFields } from './review-fields';

/** Edit review for members and admins; Delete review for admins, then back to the list. */
export function ReviewActions({
  review,
  today,
  actions,
}: {
  review: ManagementReview;
  today: string;
  actions: { edit?: FormAction<ManagementReview>; remove?: FormAction<ManagementReview> };
}) {
  const router = useRouter();
  const remove = actions.remove;
  return (
    <>
      {actions.edit && (
        <ModalForm
          label="Edit review"
          action={actions.edit}
          validate={formValidator(reviewEditSchema)}
          hidden={{ id: review.id, version: review.version }}
          submitLabel="Save review"
          pendingLabel="Saving…"
          size="lg"
        >
          {(errors) => <ReviewFields review={review} errors={errors} today={today} />}
        </ModalForm>
      )}
      {remove && (
        <PostButton
          label="Delete review"
          pendingLabel="Deleting…"
          action={async (previous: FormState<ManagementReview>, formData: FormData) => {
            const state = await remove(previous, formData);
            if (state.status === 'success') router.push('/manage/isms/reviews');
            return state;
          }}
          fields={{ id: review.id, version: review.version }}
          confirm={`Delete the management review ${review.title}?`}
          variant="danger"
        />
      )}
    </>
  );
}
