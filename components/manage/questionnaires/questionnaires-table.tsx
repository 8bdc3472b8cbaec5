import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { questionnaireStatusLabels, type QuestionnaireRecord, type QuestionnaireStatus } from '@/lib/schemas/questionnaires/records';

const statusTones: Record<QuestionnaireStatus, BadgeTone> = { imported: 'neutral', 'in-review': 'warning', approved: 'success' };

export function QuestionnaireStatusBadge({ status }: { status: QuestionnaireStatus }) {
  return <Badge tone={statusTones[status]}>{questionnaireStatusLabels[status]}</Badge>;
}

/** The organization's questionnaires: name, customer, questions, approved answers and status. */
export function QuestionnairesTable({ rows }: { rows: readonly QuestionnaireRecord[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Questions
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Approved
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3">
                <Link href={`/manage/questionnaires/${row.id}`} className="font-medium text-indigo-700 hover:underline">
                  {row.name}
                </Link>
                <p className="text-xs text-slate-600">{row.fileName}</p>
              </td>
              <td className="px-4 py-3 text-slate-700">{row.customer ?? '\u2014'}</td>
              <td className="px-4 py-3 text-right tabular-nums">{row.questionCount}</td>
              <td className="px-4 py-3 text-right tabular-nums">{row.approvedCount}</td>
              <td className="px-4 py-3">
                <QuestionnaireStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
