import { Button } from '@/components/ui/button';

const points = ['3 questions', 'About 2 minutes', 'No account required'] as const;

/** The first view: what the questionnaire is, and Start Now. */
export function QuestionnaireIntro({ onStart }: { onStart?: () => void }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 className="text-2xl font-bold text-slate-900">Find out which compliance frameworks apply to you</h2>
      <p className="mt-3 text-slate-600">
        Answer three quick questions about your industry, your data and your customers. We will recommend the frameworks you need, ranked by
        priority, with a monthly price.
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {points.map((point) => (
          <li key={point} className="rounded-full bg-indigo-50 px-4 py-1.5 text-sm font-semibold text-indigo-900">
            {point}
          </li>
        ))}
      </ul>
      <Button className="mt-8 px-6 py-3 text-base" onClick={onStart} disabled={!onStart}>
        Start Now
      </Button>
    </div>
  );
}
