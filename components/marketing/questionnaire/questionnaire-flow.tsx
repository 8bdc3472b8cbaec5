'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  answersFromDraft,
  answersFromQuery,
  answersToQuery,
  questionCount,
  questions,
  type QuestionnaireAnswers,
} from '@/lib/domain/recommendation-questionnaire';
import { questionnaireResult } from '@/lib/domain/recommendations';
import { QuestionStep } from './question-step';
import { QuestionnaireIntro } from './questionnaire-intro';
import { QuestionnaireResults } from './questionnaire-results';

const chooseDelayMs = 500;
const skipDelayMs = 300;

type Draft = Partial<Record<keyof QuestionnaireAnswers, string>>;
type View =
  { kind: 'intro' } | { kind: 'question'; index: number } | { kind: 'results'; answers: QuestionnaireAnswers; answeredHere: boolean };

/**
 * The questionnaire: intro, three questions, results computed locally. A link carrying the three
 * answers (industry, data, location) opens straight on its result. Must render inside <Suspense>.
 */
export function QuestionnaireFlow() {
  const searchParams = useSearchParams();
  const [view, setView] = useState<View>(() => {
    const shared = answersFromQuery((name) => searchParams.get(name));
    return shared ? { kind: 'results', answers: shared, answeredHere: false } : { kind: 'intro' };
  });
  const [draft, setDraft] = useState<Draft>({});
  const [pending, setPending] = useState<string | undefined>();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const advance = (index: number, value: string, delay: number) => {
    const question = questions[index];
    if (!question || pending !== undefined) return;
    setPending(value);
    const next = { ...draft, [question.key]: value };
    setDraft(next);
    timer.current = window.setTimeout(() => {
      setPending(undefined);
      if (index + 1 < questionCount) {
        setView({ kind: 'question', index: index + 1 });
        return;
      }
      const answers = answersFromDraft(next);
      if (!answers) return;
      window.history.replaceState(null, '', `?${answersToQuery(answers)}`);
      setView({ kind: 'results', answers, answeredHere: true });
    }, delay);
  };

  if (view.kind === 'intro') return <QuestionnaireIntro onStart={() => setView({ kind: 'question', index: 0 })} />;

  if (view.kind === 'results') {
    return (
      <QuestionnaireResults
        result={questionnaireResult(view.answers)}
        shareHref={`/questionnaire?${answersToQuery(view.answers)}`}
        focusHeading={view.answeredHere}
        onRestart={() => {
          window.history.replaceState(null, '', window.location.pathname);
          setDraft({});
          setView({ kind: 'intro' });
        }}
      />
    );
  }

  const question = questions[view.index];
  if (!question) return null;
  return (
    <QuestionStep
      key={question.key}
      question={question}
      index={view.index}
      selected={pending ?? draft[question.key]}
      busy={pending !== undefined}
      onChoose={(value) => advance(view.index, value, chooseDelayMs)}
      onSkip={() => advance(view.index, 'skipped', skipDelayMs)}
      onBack={() => setView({ kind: 'question', index: Math.max(view.index - 1, 0) })}
    />
  );
}
