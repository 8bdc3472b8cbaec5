import { answerRows, hipaaSummaryOf } from '@/lib/domain/frameworks/hipaa-wizard';
import type { HipaaAnswers } from '@/lib/schemas/frameworks/hipaa-wizard';

/** The summary figures and the answers, as the Review step and an active HIPAA show them. */
export function AnswersSummary({ answers }: { answers: HipaaAnswers }) {
  const summary = hipaaSummaryOf(answers);
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg bg-indigo-50 p-4 text-center">
          <dt className="text-sm text-slate-700">PHI categories</dt>
          <dd className="text-2xl font-bold text-slate-900">{summary.phiCategories}</dd>
        </div>
        <div className="rounded-lg bg-indigo-50 p-4 text-center">
          <dt className="text-sm text-slate-700">Policies</dt>
          <dd className="text-2xl font-bold text-slate-900">{summary.policies}</dd>
        </div>
        <div className="rounded-lg bg-indigo-50 p-4 text-center">
          <dt className="text-sm text-slate-700">Estimated timeline</dt>
          <dd className="text-2xl font-bold text-slate-900">{summary.timeline}</dd>
        </div>
      </dl>
      <dl className="space-y-2 text-sm">
        {answerRows(answers).map((row) => (
          <div key={row.label} className="flex flex-col gap-x-2 sm:flex-row">
            <dt className="shrink-0 text-slate-600">{row.label}:</dt>
            <dd className="text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
