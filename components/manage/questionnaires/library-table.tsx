import { Badge } from '@/components/ui/badge';
import { dayOf } from '@/lib/domain/calendar-days';
import type { LibraryAnswer } from '@/lib/schemas/questionnaires/answers';
import { AnswerSources, sourceText } from './answer-sources';

/** The answer library: each approved answer with its sources; one whose cited record changed is flagged for review. */
export function LibraryTable({ answers }: { answers: readonly LibraryAnswer[] }) {
  return (
    <ul className="space-y-3">
      {answers.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-sm font-semibold text-slate-900">{entry.question}</h2>
            {entry.stale ? <Badge tone="warning">Needs review</Badge> : <Badge tone="success">Current</Badge>}
          </div>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{entry.answer}</p>
          <AnswerSources sources={entry.sources} />
          {entry.stale && (
            <p className="mt-2 text-xs text-amber-900">Changed since approval: {entry.changedSources.map(sourceText).join('; ')}</p>
          )}
          <p className="mt-2 text-xs text-slate-600">
            Approved by {entry.approvedByName} on {dayOf(entry.approvedAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
