import { SectionCard } from '@/components/manage/records/section-card';

/** A check run recorded on an item, as the page formatted it. */
export type EvidenceRunRow = { at: string; provider: string; requestedBy: string };

/**
 * The check runs an integration's item keeps the facts of, newest first: the run that filed it and each later run
 * that found the same facts, so an auditor sees every day's run and its time.
 */
export function EvidenceCheckRuns({ runs }: { runs: readonly EvidenceRunRow[] }) {
  return (
    <SectionCard title="Check runs recorded on this item">
      <p className="mb-3 text-sm text-slate-600">
        The first run filed these facts; each later run listed found the same facts and results, so no new item was filed.
      </p>
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              Ran
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Integration
            </th>
            <th scope="col" className="py-1 font-medium">
              Asked by
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {runs.map((run, index) => (
            <tr key={`${run.at}-${index}`}>
              <td className="py-1 pr-4">{run.at}</td>
              <td className="py-1 pr-4">{run.provider}</td>
              <td className="py-1">{run.requestedBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  );
}
