import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RiskHeatMaps } from '@/components/manage/risks/risk-heat-map';
import { RiskScaleForm } from '@/components/manage/risks/risk-scale-form';
import { RisksScreen } from '@/components/manage/risks/risks-screen';
import { SectionCard } from '@/components/manage/records/section-card';
import { PageHeader } from '@/components/ui/page-header';
import { riskLibrary } from '@/lib/catalog/risk-library';
import { requireMember } from '@/lib/dal';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { riskBand, riskBandLabels, riskBands, riskRating, seriousRisks, type HeatMapCell } from '@/lib/domain/risks/rules';
import { riskCategories, riskTreatments } from '@/lib/schemas/risks/forms';
import { listRisks, riskHeatMaps, riskMemberChoices, riskScale } from '@/lib/workspace/risks';
import { addLibraryRiskAction, addRiskAction, saveRiskScaleAction } from './actions';

export const metadata: Metadata = { title: 'Risks' };

type Props = { searchParams: Promise<UrlQuery> };

const countWhere = (cells: HeatMapCell[][], test: (cell: HeatMapCell) => boolean) =>
  cells.flat().reduce((sum, cell) => sum + (test(cell) ? cell.count : 0), 0);

const library = riskLibrary.map((risk) => {
  const rating = riskRating(risk.likelihood, risk.impact);
  return { id: risk.id, title: risk.title, rating: `${rating} ${riskBandLabels[riskBand(rating)]}` };
});

/** The risk register: figures, both heat maps, the page of risks the URL asks for, and the scale's labels for admins. */
export default async function RisksPage({ searchParams }: Props) {
  const member = await requireMember();
  const owners = await riskMemberChoices(member);
  const query = readListQuery(await searchParams, {
    category: riskCategories,
    band: riskBands,
    treatment: riskTreatments,
    owner: [...owners.map((owner) => owner.id), 'none'],
  });
  const [list, maps, scale] = await Promise.all([listRisks(member, query), riskHeatMaps(member), riskScale(member)]);
  const stats = [
    { label: 'Risks', value: maps.total },
    { label: 'High or critical before treatment', value: seriousRisks(maps.inherent) },
    { label: 'High or critical after treatment', value: seriousRisks(maps.residual) },
    { label: 'Critical after treatment', value: countWhere(maps.residual, (cell) => cell.band === 'critical') },
  ];
  return (
    <>
      <PageHeader
        title="Risks"
        description="Your risk register: each risk rated before and after its treatment, with its owner, controls and review date."
      />
      <Suspense fallback={null}>
        <RisksScreen
          rows={list.rows}
          page={{ total: list.total, page: list.page, pageCount: list.pageCount }}
          stats={stats}
          heatMaps={<RiskHeatMaps inherent={maps.inherent} residual={maps.residual} labels={scale.labels} />}
          owners={owners}
          labels={scale.labels}
          library={library}
          memberId={member.id}
          defaultReview={addDays(dayOf(new Date()), 90)}
          canEdit={can(member.role, 'records.edit')}
          addRisk={addRiskAction}
          addLibraryRisk={addLibraryRiskAction}
        />
      </Suspense>
      {can(member.role, 'organization.manage') && (
        <SectionCard title="Risk scale labels">
          <p className="mb-4 text-sm text-slate-600">
            The names of the five levels of likelihood and impact, as every risk form and heat map shows them.
          </p>
          <RiskScaleForm labels={scale.labels} version={scale.version} action={saveRiskScaleAction} />
        </SectionCard>
      )}
    </>
  );
}
