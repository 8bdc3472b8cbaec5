'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { VendorQuestion } from '@/lib/catalog/vendor-questionnaire';
import { answerField, commentField, MAX_COMMENT_LENGTH } from '@/lib/domain/vendors/questionnaire';
import type { FormState } from '@/lib/schemas/form-state';
import { questionnaireAnswerLabels, questionnaireAnswers } from '@/lib/schemas/vendors/records';

type Answered = { vendorName: string };

/** The public questionnaire: each question with yes, no or partly and a comment; the thank-you replaces it once sent. */
export function VendorQuestionnaireForm({
  questions,
  answer,
}: {
  questions: readonly VendorQuestion[];
  answer: (previous: FormState<Answered>, formData: FormData) => Promise<FormState<Answered>>;
}) {
  const [state, dispatch, pending] = useActionState<FormState<Answered>, FormData>(answer, { status: 'idle' });
  if (state.status === 'success') {
    return (
      <p role="status" className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
        {state.message}
      </p>
    );
  }
  const errors = state.status === 'error' ? state.fieldErrors : {};
  return (
    <form action={dispatch} className="mt-6 space-y-5">
      <TextField label="Your name" name="respondent" required autoComplete="name" error={errors.respondent} />
      <ol className="space-y-4">
        {questions.map((question, index) => (
          <li key={question.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <fieldset>
              <legend className="text-sm font-medium text-slate-900">
                {index + 1}. {question.topic}: {question.text}
              </legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {questionnaireAnswers.map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="radio" name={answerField(question.id)} value={value} required className="h-4 w-4" />
                    {questionnaireAnswerLabels[value]}
                  </label>
                ))}
              </div>
              {errors[answerField(question.id)] && (
                <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                  {errors[answerField(question.id)]}
                </p>
              )}
              <label className="mt-3 block text-xs font-medium text-slate-700">
                Comment <span className="font-normal text-slate-600">(optional)</span>
                <textarea
                  name={commentField(question.id)}
                  maxLength={MAX_COMMENT_LENGTH}
                  rows={2}
                  className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900"
                />
              </label>
            </fieldset>
          </li>
        ))}
      </ol>
      <FormAlert message={state.status === 'error' ? (state.formError ?? null) : null} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send answers'}
      </Button>
    </form>
  );
}
