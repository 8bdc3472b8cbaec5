import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/manage/records/section-card';
import { acceptanceIsCurrent, riskBand, riskBandLabels, riskRating } from '@/lib/domain/risks/rules';
import type { Risk } from '@/lib/schemas/risks/records';
import { riskCategoryLabels, riskTreatmentLabels, type RiskLevel, type RiskScaleLabels } from '@/lib/schemas/risks/forms';
import { riskBandTones } from './risk-band';

function Rating({ likelihood, impact, labels }: { likelihood: RiskLevel; impact: RiskLevel; labels: RiskScaleLabels }) {
  const rating = riskRating(likelihood, impact);
  const band = riskBand(rating);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={riskBandTones[band]}>
        {rating} {riskBandLabels[band]}
      </Badge>
      <span className="text-xs text-slate-600">
        {labels.likelihood[likelihood - 1]} ({likelihood}) × {labels.impact[impact - 1]} ({impact})
      </span>
    </span>
  );
}

/** What the risk is now: category, owner, both ratings in the scale's words, treatment, review and acceptance. */
export function RiskSummary({ risk, labels, today }: { risk: Risk; labels: RiskScaleLabels; today: string }) {
  const acceptance =
    risk.acceptedOn && risk.acceptanceExpiresOn
      ? `${acceptanceIsCurrent({ acceptedOn: risk.acceptedOn, expiresOn: risk.acceptanceExpiresOn }, today) ? 'Accepted' : 'Acceptance expired'}: approved by ${risk.acceptanceApproverName ?? 'a former member'} on ${risk.acceptedOn}, until ${risk.acceptanceExpiresOn}`
      : null;
  const rows: [string, ReactNode][] = [
    ['Category', riskCategoryLabels[risk.category]],
    ['Owner', risk.ownerName ?? 'None'],
    ['Inherent rating', <Rating key="i" likelihood={risk.inherentLikelihood} impact={risk.inherentImpact} labels={labels} />],
    ['Residual rating', <Rating key="r" likelihood={risk.residualLikelihood} impact={risk.residualImpact} labels={labels} />],
    ['Treatment', riskTreatmentLabels[risk.treatment]],
    ['Treatment plan', risk.plan || 'None yet'],
    ['Next review', `${risk.nextReviewOn}${risk.nextReviewOn < today ? ' (overdue)' : ''}`],
  ];
  if (acceptance) rows.push(['Acceptance', acceptance]);
  return (
    <SectionCard title="Risk">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="text-slate-900 whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
