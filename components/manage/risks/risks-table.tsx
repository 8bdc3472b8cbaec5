import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { riskBand, riskBandLabels, riskRating } from '@/lib/domain/risks/rules';
import type { Risk } from '@/lib/schemas/risks/records';
import { riskCategoryLabels, riskTreatmentLabels } from '@/lib/schemas/risks/forms';
import { riskBandTones } from './risk-band';

const columns = ['Risk', 'Owner', 'Inherent', 'Residual', 'Treatment', 'Next review'] as const;

function Rating({ likelihood, impact }: { likelihood: Risk['inherentLikelihood']; impact: Risk['inherentImpact'] }) {
  const rating = riskRating(likelihood, impact);
  const band = riskBand(rating);
  return (
    <Badge tone={riskBandTones[band]}>
      {rating} {riskBandLabels[band]}
    </Badge>
  );
}

/** The risks of the page: title and category (a link to the risk), owner, both ratings, treatment and review day. */
export function RisksTable({ rows }: { rows: readonly Risk[] }) {
  return (
    <RecordTable caption="Risks" columns={columns} empty={rows.length === 0}>
      {rows.map((risk) => (
        <tr key={risk.id}>
          <td className={cellClass}>
            <Link
              href={`/manage/risks/${risk.id}`}
              className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {risk.title}
            </Link>
            <p className="text-xs text-slate-600">{riskCategoryLabels[risk.category]}</p>
          </td>
          <td className={cellClass}>{risk.ownerName ?? <span className="text-slate-500">None</span>}</td>
          <td className={cellClass}>
            <Rating likelihood={risk.inherentLikelihood} impact={risk.inherentImpact} />
          </td>
          <td className={cellClass}>
            <Rating likelihood={risk.residualLikelihood} impact={risk.residualImpact} />
          </td>
          <td className={cellClass}>{riskTreatmentLabels[risk.treatment]}</td>
          <td className={cellClass}>{risk.nextReviewOn}</td>
        </tr>
      ))}
    </RecordTable>
  );
}
