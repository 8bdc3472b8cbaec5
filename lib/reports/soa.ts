import { iso27001AnnexAGroups } from '@/lib/catalog/frameworks/iso27001';
import { riskBand, riskBandLabels } from '@/lib/domain/risks/rules';
import { controlStateLabels, type ControlState } from '@/lib/schemas/frameworks/control-state';
import { plural, section, table } from './content-facts';
import type { ReportControl, ReportFramework } from './data';
import type { ReportDocument } from './document';

/** A risk of the register that a library control lowers: its title and residual rating (1 to 25). */
export type SoaRisk = { title: string; residualRating: number };

/** One Annex A control in the Statement of Applicability. */
export type SoaRow = {
  control: string;
  title: string;
  theme: string;
  applicable: boolean;
  /** Why it is left out, or why it was selected. */
  reason: string;
  implementation: ControlState;
  /** The library controls that carry it out ("GOV-01 Information security policy"). */
  libraryControls: string[];
  /** The risks those controls lower, with their residual band. */
  risks: string[];
  /** The evidence that counts for those controls, by name. */
  documents: string[];
};

const distinct = (values: readonly string[]) => [...new Set(values)];

/**
 * An Annex A control is left out only when every library control carrying it out is set aside as not applicable;
 * its state is the least advanced of the controls that apply (implemented only when all of them are).
 */
function implementationOf(controls: readonly ReportControl[]): ControlState {
  const applying = controls.filter((control) => control.state !== 'not-applicable');
  if (applying.length === 0) return 'not-applicable';
  if (applying.every((control) => control.state === 'implemented')) return 'implemented';
  return applying.some((control) => control.state !== 'not-started') ? 'in-progress' : 'not-started';
}

function reasonOf(controls: readonly ReportControl[], risks: readonly string[], applicable: boolean): string {
  if (!applicable) return distinct(controls.map((control) => `${control.id}: ${control.reason}`)).join('; ');
  if (risks.length > 0) return `Selected to treat ${plural(risks.length, 'risk')} of the register.`;
  if (controls.length === 0) return 'Selected as part of the security baseline.';
  return `Selected as part of the security baseline the organization keeps (${controls.map((control) => control.id).join(', ')}).`;
}

/**
 * The 93 rows of the Statement of Applicability, in Annex A's order, from the ISO 27001 requirements of a report's
 * records and the register's risks by library control id. A control missing from the records (the organization
 * does not follow ISO 27001) reads as not started, never as not applicable: leaving a control out needs a reason.
 */
export function soaRows(iso: ReportFramework | undefined, risksByControl: ReadonlyMap<string, readonly SoaRisk[]>): SoaRow[] {
  const requirements = new Map((iso?.requirements ?? []).map((requirement) => [requirement.id, requirement]));
  return iso27001AnnexAGroups.flatMap((group) =>
    group.requirements.map((requirement): SoaRow => {
      const controls = requirements.get(requirement.id)?.controls ?? [];
      const implementation = controls.length === 0 ? 'not-started' : implementationOf(controls);
      const applicable = implementation !== 'not-applicable';
      const risks = applicable
        ? distinct(
            controls.flatMap((control) =>
              (risksByControl.get(control.id) ?? []).map(
                (risk) => `${risk.title} (${riskBandLabels[riskBand(risk.residualRating)]}, ${risk.residualRating})`,
              ),
            ),
          )
        : [];
      return {
        control: requirement.id,
        title: requirement.title,
        theme: `${group.id} ${group.title}`,
        applicable,
        reason: reasonOf(controls, risks, applicable),
        implementation,
        libraryControls: controls.map((control) => `${control.id} ${control.name}`),
        risks,
        documents: distinct(controls.flatMap((control) => control.evidence)).sort((a, b) => a.localeCompare(b)),
      };
    }),
  );
}

const COLUMNS = ['Control', 'Title', 'Theme', 'Applicable', 'Reason', 'Implementation', 'Library controls', 'Risks', 'Documents'];

/** The Statement of Applicability as a report document, rendered as Excel or Word like every report. */
export function soaDocument(rows: readonly SoaRow[], meta: { organizationName: string; today: string; generatedAt: Date }): ReportDocument {
  const applicable = rows.filter((row) => row.applicable);
  const implemented = applicable.filter((row) => row.implementation === 'implemented');
  const summary = [
    `${plural(rows.length, 'Annex A control')} of ISO/IEC 27001:2022: ${applicable.length} applicable, ${rows.length - applicable.length} not applicable; ` +
      `${implemented.length} of the applicable ones implemented.`,
    'A control is not applicable only when every library control that carries it out was set aside with a reason; that reason is given. ' +
      'Risks are those of the risk register lowered by the same library controls; documents are the evidence that counts for them today.',
  ];
  const cells = rows.map((row) => [
    row.control,
    row.title,
    row.theme,
    row.applicable ? 'Yes' : 'No',
    row.reason,
    controlStateLabels[row.implementation],
    row.libraryControls.join('\n'),
    row.risks.join('\n'),
    row.documents.join('\n'),
  ]);
  return {
    title: 'Statement of Applicability',
    organizationName: meta.organizationName,
    kind: 'Statement of Applicability',
    period: { start: meta.today, end: meta.today },
    generatedAt: meta.generatedAt,
    notes: '',
    landscape: true,
    sections: [section('Statement of Applicability', summary, [table('Statement of Applicability', COLUMNS, cells)])],
  };
}
