'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { minutesRemaining, progressFor, type Question } from '@/lib/domain/recommendation-questionnaire';

/** One question: progress bar, the options as buttons, Skip and Back. */
export function QuestionStep({
  question,
  index,
  selected,
  busy,
  onChoose,
  onSkip,
  onBack,
}: {
  question: Question;
  index: number;
  /** The option just chosen (highlighted while the flow moves on), or the earlier answer when coming back. */
  selected: string | undefined;
  busy: boolean;
  onChoose: (value: string) => void;
  onSkip: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const progress = progressFor(index);
  const minutes = minutesRemaining(index);

  // Keyboard and screen-reader users land on the new question.
  useEffect(() => heading.current?.focus(), [index]);

  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <p>{progress.label}</p>
        <p>
          About {minutes} minute{minutes === 1 ? '' : 's'} remaining
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.label} (${progress.percent}%)`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-700 transition-all" style={{ width: `${progress.percent}%` }} />
      </div>
      <h2 ref={heading} tabIndex={-1} className="mt-8 text-2xl font-bold text-slate-900 focus:outline-none">
        {question.title}
      </h2>
      <p className="mt-2 text-slate-600">{question.hint}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {question.options.map((option) => {
          const isSelected = selected === option.value;
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={isSelected}
                disabled={busy && !isSelected}
                onClick={() => onChoose(option.value)}
                className={`h-full w-full rounded-lg border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                  isSelected ? 'border-indigo-700 bg-indigo-50' : 'border-slate-200 bg-white hover:border-indigo-300'
                }`}
              >
                <span className="block font-semibold text-slate-900">{option.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{option.detail}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex items-center justify-between">
        <Button variant="secondary" onClick={onBack} disabled={index === 0 || busy}>
          Back
        </Button>
        <Button variant="ghost" onClick={onSkip} disabled={busy}>
          Skip this question
        </Button>
      </div>
    </div>
  );
}
