import { riskBandLabels, type HeatMapCell } from '@/lib/domain/risks/rules';
import type { RiskScaleLabels } from '@/lib/schemas/risks/forms';
import { riskBandCellClasses } from './risk-band';

/**
 * One 5 × 5 heat map: likelihood from 5 (top) to 1 down the side, impact from 1 to 5 along the bottom, each cell its
 * count of risks on its band's colour. Each cell's accessible name says its levels, rating, band and count, so the
 * map reads as well without the colours.
 */
export function RiskHeatMap({ title, cells, labels }: { title: string; cells: HeatMapCell[][]; labels: RiskScaleLabels }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <table className="w-full table-fixed border-separate border-spacing-1 text-center text-xs">
        <caption className="sr-only">{`${title}: number of risks by likelihood and impact`}</caption>
        <tbody>
          {cells.map((row) => {
            const likelihood = row[0]!.likelihood;
            return (
              <tr key={likelihood}>
                <th scope="row" className="w-24 pr-1 text-right font-normal text-slate-600">
                  {likelihood} {labels.likelihood[likelihood - 1]}
                </th>
                {row.map((cell) => (
                  <td
                    key={cell.impact}
                    className={`h-12 rounded font-semibold ${riskBandCellClasses[cell.band]}`}
                    aria-label={`${title}, likelihood ${cell.likelihood} ${labels.likelihood[cell.likelihood - 1]}, impact ${cell.impact} ${labels.impact[cell.impact - 1]}: rating ${cell.rating}, ${riskBandLabels[cell.band]}, ${cell.count} ${cell.count === 1 ? 'risk' : 'risks'}`}
                    title={`Rating ${cell.rating} (${riskBandLabels[cell.band]})`}
                    data-testid={`${title.toLowerCase()}-${cell.likelihood}-${cell.impact}`}
                  >
                    {cell.count > 0 ? cell.count : <span className="font-normal">0</span>}
                  </td>
                ))}
              </tr>
            );
          })}
          <tr>
            <th scope="row" className="text-right font-normal text-slate-600">
              <span className="sr-only">Impact</span>
            </th>
            {labels.impact.map((label, index) => (
              <th key={label} scope="col" className="pt-1 font-normal text-slate-600">
                {index + 1} {label}
              </th>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="mt-1 text-center text-xs text-slate-600">Likelihood (rows) × impact (columns)</p>
    </figure>
  );
}

/** The inherent map beside the residual one. */
export function RiskHeatMaps({
  inherent,
  residual,
  labels,
}: {
  inherent: HeatMapCell[][];
  residual: HeatMapCell[][];
  labels: RiskScaleLabels;
}) {
  return (
    <section aria-label="Heat maps" className="mb-6 grid gap-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-2">
      <RiskHeatMap title="Inherent" cells={inherent} labels={labels} />
      <RiskHeatMap title="Residual" cells={residual} labels={labels} />
    </section>
  );
}
