import { formatMoment } from '@/components/manage/settings/dates';
import { SectionCard } from './section-card';

export type HistoryEntry = { id: string; actorName: string; summary: string; at: Date };

/** A record's history: who changed what and when, newest first (its activity rows). */
export function RecordHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <SectionCard title="History">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">No changes have been recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2 text-sm text-slate-700">
              <span className="font-medium text-slate-900">{entry.actorName}</span> · {entry.summary} ·{' '}
              <time dateTime={entry.at.toISOString()} className="text-slate-600">
                {formatMoment(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
