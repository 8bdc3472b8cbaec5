'use client';

import { SectionCard } from '@/components/manage/records/section-card';
import { Badge } from '@/components/ui/badge';
import { TextareaField, TextField } from '@/components/ui/field';
import { reviewGaps, reviewInputLabels } from '@/lib/domain/isms/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { decisionAddSchema, reviewInputKeys, type ManagementReview } from '@/lib/schemas/isms/records';
import { ModalForm } from './modal-form';
import { PostButton } from './post-button';

type Actions = { addDecision?: FormAction<ManagementReview>; removeDecision?: FormAction<ManagementReview> };

/** A management review's minutes: date, attendees, each input considered, and the decisions with owner and due date. */
export function ReviewMinutes({ review, today, actions }: { review: ManagementReview; today: string; actions: Actions }) {
  const gaps = reviewGaps(review);
  return (
    <>
      <SectionCard title="Minutes">
        <div className="space-y-4 text-sm">
          <p>
            {gaps.length === 0 ? (
              <Badge tone="success">Complete</Badge>
            ) : (
              <Badge tone="warning">{`Incomplete: missing ${gaps.join(', ')}`}</Badge>
            )}
          </p>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">Date</dt>
              <dd className="text-slate-900">{review.date}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Attendees</dt>
              <dd className="text-slate-900">{review.attendees.join(', ')}</dd>
            </div>
          </dl>
          {reviewInputKeys.map((key) => (
            <div key={key}>
              <h3 className="font-medium text-slate-700">{reviewInputLabels[key]}</h3>
              <p className="mt-1 whitespace-pre-line text-slate-900">{review.inputs[key] || 'Not recorded'}</p>
            </div>
          ))}
        </div>
      </SectionCard>
      <SectionCard
        title="Decisions and actions"
        actions={
          actions.addDecision && (
            <ModalForm
              label="Add decision"
              action={actions.addDecision}
              validate={formValidator(decisionAddSchema)}
              hidden={{ id: review.id, version: review.version }}
              submitLabel="Add decision"
              pendingLabel="Adding…"
            >
              {(errors) => (
                <>
                  <TextareaField label="Decision or action" name="decision" rows={2} required error={errors.decision} />
                  <TextField label="Owner" name="owner" required error={errors.owner} />
                  <TextField label="Due date" name="dueDate" type="date" required defaultValue={today} error={errors.dueDate} />
                </>
              )}
            </ModalForm>
          )
        }
      >
        {review.decisions.length === 0 ? (
          <p className="text-sm text-slate-600">No decisions recorded yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">Decision or action</th>
                <th className="py-2 pr-3 font-medium">Owner</th>
                <th className="py-2 pr-3 font-medium">Due date</th>
                {actions.removeDecision && (
                  <th className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {review.decisions.map((decision) => (
                <tr key={decision.id}>
                  <td className="py-2 pr-3 whitespace-pre-line">{decision.decision}</td>
                  <td className="py-2 pr-3">{decision.owner}</td>
                  <td className="py-2 pr-3">{decision.dueDate}</td>
                  {actions.removeDecision && (
                    <td className="py-2 text-right">
                      <PostButton
                        label="Remove"
                        pendingLabel="Removing…"
                        action={actions.removeDecision}
                        fields={{ id: review.id, version: review.version, decisionId: decision.id }}
                        confirm="Remove this decision from the minutes?"
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SectionCard>
    </>
  );
}
