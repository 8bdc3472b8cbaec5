import { Button } from '@/components/ui/button';
import type { PeopleImportReport } from '@/lib/schemas/people/records';

/** What an import did: the people added, then a table of each refused line with its reason. */
export function ImportReport({ report, onClose }: { report: PeopleImportReport; onClose: () => void }) {
  const refused = report.refused.length;
  return (
    <div className="space-y-4" aria-live="polite">
      <p className="text-sm text-slate-800">
        <strong>
          {report.added} {report.added === 1 ? 'person' : 'people'} added.
        </strong>{' '}
        {refused === 0
          ? 'Every line was imported.'
          : `${refused} ${refused === 1 ? 'line was' : 'lines were'} refused and not imported: correct ${refused === 1 ? 'it' : 'them'} and import ${refused === 1 ? 'it' : 'them'} again.`}
      </p>
      {refused > 0 && (
        <div className="max-h-72 overflow-y-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">Refused lines</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
                  Line
                </th>
                <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
                  Why it was refused
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {report.refused.map((line) => (
                <tr key={line.line}>
                  <td className="px-3 py-2 text-slate-900 tabular-nums">{line.line}</td>
                  <td className="px-3 py-2 text-slate-800">{line.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
