'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, type FormEvent } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { NO_ANSWER_FOUND } from '@/lib/domain/questionnaires/types';
import type { FormAction, FormState } from '@/lib/schemas/form-state';
import type { QuestionRecord } from '@/lib/schemas/questionnaires/records';
import { AnswerSources } from './answer-sources';

const FAILED = 'The request could not be completed. Check your connection and try again.';

function QuestionStatus({ question }: { question: QuestionRecord }) {
  if (question.approvedAt) return <Badge tone="success">Approved by {question.approvedByName}</Badge>;
  if (question.answer !== null || question.suggestion?.answer) return <Badge tone="warning">Needs review</Badge>;
  return <Badge>Unanswered</Badge>;
}

/** What the engine found: its answer with the confidence, or the plain statement that the records hold none. */
function SuggestionView({ question }: { question: QuestionRecord }) {
  const suggestion = question.suggestion;
  if (!suggestion) return <p className="text-sm text-slate-600">No suggestion yet.</p>;
  // How the suggestion was written (by the model, withheld, a fallback) is said beside it, never left to guess.
  const note = suggestion.note ? <p className="mt-1 text-xs text-slate-600">{suggestion.note}</p> : null;
  if (suggestion.answer === null)
    return (
      <div>
        <p className="text-sm font-medium text-slate-700">{NO_ANSWER_FOUND}</p>
        {note}
      </div>
    );
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <p className="text-xs font-semibold text-slate-600">Suggested answer · Confidence {Math.round(suggestion.confidence * 100)}%</p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{suggestion.answer}</p>
      {note}
      <AnswerSources sources={suggestion.sources} />
    </div>
  );
}

/** One question: its suggestion and sources, and for editors the answer box with Save and Approve. */
export function QuestionCard<T>({
  question,
  questionnaireId,
  canEdit,
  action,
}: {
  question: QuestionRecord;
  questionnaireId: string;
  canEdit: boolean;
  action: FormAction<T>;
}) {
  const router = useRouter();
  const notify = useToast();
  const [state, dispatch, pending] = useActionState<FormState<T>, FormData>(
    async (previous, formData) => {
      const next = await action(previous, formData).catch((): FormState<T> => ({ status: 'error', fieldErrors: {}, formError: FAILED }));
      if (next.status === 'success') {
        notify(next.message, 'success');
        router.refresh();
      }
      return next;
    },
    { status: 'idle' },
  );
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button pressed (Save or Approve) is posted as the intent.
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(formData));
  }
  const errors = state.status === 'error' ? state.fieldErrors : {};
  const label = `Question ${question.position}`;
  return (
    <article aria-label={label} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs text-slate-600">
            {question.sheet} · row {question.row}
            {question.section ? ` · ${question.section}` : ''}
          </p>
          <h2 className="mt-1 text-sm font-semibold text-slate-900">{question.text}</h2>
        </div>
        <QuestionStatus question={question} />
      </div>
      <div className="mt-3">
        <SuggestionView question={question} />
      </div>
      {canEdit ? (
        <form noValidate onSubmit={onSubmit} className="mt-3 space-y-2">
          <input type="hidden" name="id" value={question.id} />
          <input type="hidden" name="version" value={question.version} />
          <input type="hidden" name="questionnaireId" value={questionnaireId} />
          <TextareaField
            label={`Answer to question ${question.position}`}
            name="answer"
            rows={3}
            defaultValue={question.answer ?? question.suggestion?.answer ?? ''}
            error={errors.answer}
          />
          <FormError message={state.status === 'error' ? state.formError : undefined} />
          <div className="flex justify-end gap-2">
            <Button type="submit" name="intent" value="save" variant="secondary" disabled={pending}>
              Save
            </Button>
            <Button type="submit" name="intent" value="approve" disabled={pending}>
              {pending ? 'Saving…' : 'Approve'}
            </Button>
          </div>
        </form>
      ) : (
        question.answer !== null && <p className="mt-3 text-sm whitespace-pre-line text-slate-900">{question.answer}</p>
      )}
    </article>
  );
}
