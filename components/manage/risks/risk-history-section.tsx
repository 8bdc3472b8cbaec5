import { SectionCard } from '@/components/manage/records/section-card';
import { riskBandLabels, riskBand, riskRating } from '@/lib/domain/risks/rules';
import type { RiskRatingChange } from '@/lib/schemas/risks/records';
import type { RiskLevel } from '@/lib/schemas/risks/forms';

function rated(likelihood: RiskLevel, impact: RiskLevel): string {
  const rating = riskRating(likelihood, impact);
  return `${likelihood} × ${impact} = ${rating} (${riskBandLabels[riskBand(rating)]})`;
}

/** Each residual rating the risk had, newest first: from which, to which, by whom and when. */
export function RiskHistorySection({ history }: { history: readonly RiskRatingChange[] }) {
  return (
    <SectionCard title="Residual rating history">
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">No rating recorded yet.</p>
      ) : (
        <ol className="space-y-3 text-sm" aria-label="Residual rating history">
          {history.map((change) => (
            <li key={change.id} className="border-l-2 border-indigo-200 pl-3">
              <p className="text-slate-800">
                {change.fromLikelihood !== null && change.fromImpact !== null
                  ? `${rated(change.fromLikelihood, change.fromImpact)} → ${rated(change.toLikelihood, change.toImpact)}`
                  : `Rated ${rated(change.toLikelihood, change.toImpact)}`}
              </p>
              <p className="text-xs text-slate-600">
                {change.memberName} ·{' '}
                <time dateTime={change.changedAt.toISOString()}>{change.changedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
