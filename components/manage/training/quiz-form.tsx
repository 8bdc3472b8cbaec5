'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import { answerField, type QuizOutcome } from '@/lib/schemas/training/records';

/** A question as the browser gets it: the right answer and its explanation stay on the server until scored. */
export type QuizQuestionView = { id: string; prompt: string; choices: readonly { id: string; text: string }[] };

/** The lesson's quiz: one radio group per question; Submit shows the score, and after a fail each explanation. */
export function QuizForm({
  lessonId,
  questions,
  action,
}: {
  lessonId: string;
  questions: readonly QuizQuestionView[];
  action: FormAction<QuizOutcome>;
}) {
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: () => null, onCreated: setOutcome });
  const wrong = new Map(outcome?.mistakes.map((mistake) => [mistake.questionId, mistake.explanation]));
  return (
    <form key={attempt} noValidate onSubmit={onSubmit} className="space-y-6">
      <input type="hidden" name="lessonId" value={lessonId} />
      {questions.map((question, index) => (
        <fieldset key={question.id} className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {index + 1}. {question.prompt}
          </legend>
          <div className="mt-2 space-y-2">
            {question.choices.map((choice) => (
              <label key={choice.id} className="flex items-start gap-2 text-sm text-slate-800">
                <input type="radio" name={answerField(question.id)} value={choice.id} className="mt-0.5" />
                {choice.text}
              </label>
            ))}
          </div>
          {outcome && wrong.has(question.id) && (
            <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <span className="font-semibold">Not right.</span> {wrong.get(question.id)}
            </p>
          )}
        </fieldset>
      ))}
      <FormError message={formError} />
      {outcome && (
        <div
          role="status"
          className={`rounded-md px-4 py-3 text-sm ${outcome.completion.passed ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
        >
          {outcome.completion.passed
            ? `Passed with ${outcome.completion.score}%.`
            : `You scored ${outcome.completion.score}%. 80% passes: read the explanations and try again.`}
        </div>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Submitting…' : 'Submit'}
        </Button>
        {outcome && !outcome.completion.passed && (
          <Button
            variant="secondary"
            onClick={() => {
              setOutcome(null);
              setAttempt((value) => value + 1);
            }}
          >
            Try again
          </Button>
        )}
      </div>
    </form>
  );
}
