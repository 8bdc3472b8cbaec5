import type { LibraryControl, RequirementGroup, RequirementSet } from '@/lib/catalog/types';
import type { DetailControl, DetailGroup, FrameworkDetail, OwnerCount, StateCounts } from '@/lib/schemas/frameworks/control';
import { controlStateLabels, controlStates, type ControlState } from '@/lib/schemas/frameworks/control-state';
import { CUSTOM_FRAMEWORK_PREFIX } from '../custom-frameworks/rules';
import { csvCell } from '../ccpa-issues/csv';
import { controlsByRequirement, countsToward, frameworkProgress, needsEvidence } from './scores';

/** A control's stored state as the detail screen reads it (lib/workspace/frameworks/controls.ts); absent means never touched. */
export type StoredControlState = { state: ControlState; reason: string; ownerMemberId: string | null; note: string; version: number };

/** The framework /manage/frameworkManage shows without (or with an unknown) `framework` in its address. */
export const DEFAULT_DETAIL_FRAMEWORK = 'soc2';

/**
 * The framework a detail address names: its `framework` query value when it is one of `known` (the directory's
 * ids), else SOC 2. A repeated parameter counts by its first value.
 */
export function detailFrameworkId(value: string | readonly string[] | undefined, known: ReadonlySet<string>): string {
  const id = typeof value === 'string' ? value : value?.[0];
  return id !== undefined && known.has(id) ? id : DEFAULT_DETAIL_FRAMEWORK;
}

/**
 * A requirement group's heading as its standard names it: SOC 2 series and ISO themes by their identifier
 * ("CC6 …", "A.8 …"), HIPAA and HITECH sections by their citation, PCI DSS by its principal requirement's number; GDPR and
 * CCPA groups are ours, FCRA's follow the kinds of user rather than sections, the groups of the EU and US laws added
 * later name their chapters and sections in their titles, and a custom framework's are its own, so only their title shows.
 */
export function groupHeading(frameworkId: string, group: Pick<RequirementGroup, 'id' | 'title'>): string {
  if (frameworkId.startsWith(CUSTOM_FRAMEWORK_PREFIX)) return group.title;
  switch (frameworkId) {
    case 'gdpr':
    case 'ccpa':
    case 'fcra':
    case 'hipaa-privacy':
    case 'ftc-hbnr':
    case 'uk-gdpr':
    case 'eu-ai-act':
    case 'dora':
    case 'nis2':
    case 'va-cdpa':
    case 'co-cpa':
    case 'tx-dpsa':
      return group.title;
    case 'hipaa':
    case 'hitech':
      return `§${group.id} ${group.title}`;
    case 'pci-dss':
      return `Requirement ${group.id}: ${group.title}`;
    default:
      return `${group.id} ${group.title}`;
  }
}

const emptyCounts = (): StateCounts => ({ 'not-started': 0, 'in-progress': 0, implemented: 0, 'not-applicable': 0 });

/**
 * Assembles a library framework's detail: its requirements in the standard's groups, each with the controls
 * mapped to it and their states (a control never touched is Not Started, version 0), owner names from `ownerNames`
 * (member id → name), and the framework's progress as lib/domain/frameworks/scores.ts computes it everywhere else, with
 * `evidenced` the controls that have current evidence and `failing` those an automated check fails (with the checks'
 * titles), which count for nothing. A control mapped to several requirements appears under each, with the same state.
 */
export function frameworkDetailOf(
  framework: RequirementSet,
  controls: readonly LibraryControl[],
  stored: ReadonlyMap<string, StoredControlState>,
  ownerNames: ReadonlyMap<string, string>,
  evidenced: ReadonlySet<string>,
  failing: ReadonlyMap<string, readonly string[]> = new Map(),
): FrameworkDetail {
  const index = controlsByRequirement(controls);
  const counting = new Set([...evidenced].filter((id) => !failing.has(id)));
  const library = new Map(controls.map((control) => [control.id, control]));
  const used = new Map<string, DetailControl>();

  const detailOf = (id: string): DetailControl => {
    const known = used.get(id);
    if (known) return known;
    const control = library.get(id)!;
    const row = stored.get(id);
    const ownerMemberId = row?.ownerMemberId ?? null;
    const state = row?.state ?? 'not-started';
    const detail: DetailControl = {
      id,
      name: control.name,
      asks: control.asks,
      state,
      reason: row?.state === 'not-applicable' ? row.reason : '',
      ownerMemberId,
      ownerName: ownerMemberId === null ? null : (ownerNames.get(ownerMemberId) ?? null),
      note: row?.note ?? '',
      needsEvidence: !failing.has(id) && needsEvidence(state, evidenced.has(id)),
      failingChecks: [...(failing.get(id) ?? [])],
      version: row?.version ?? 0,
    };
    used.set(id, detail);
    return detail;
  };

  const groups: DetailGroup[] = framework.groups.map((group) => {
    const requirements = group.requirements.map((requirement) => {
      const mapped = (index.get(`${framework.id}:${requirement.id}`) ?? []).map(detailOf);
      return {
        id: requirement.id,
        title: requirement.title,
        ...(requirement.kind ? { kind: requirement.kind } : {}),
        met: mapped.length > 0 && mapped.every((control) => countsToward(control.state, counting.has(control.id))),
        controls: mapped,
      };
    });
    return {
      id: group.id,
      heading: groupHeading(framework.id, group),
      met: requirements.filter((requirement) => requirement.met).length,
      total: requirements.length,
      requirements,
    };
  });

  const states = new Map([...used.values()].map((control) => [control.id, control.state]));
  const progress = frameworkProgress(framework, index, states, counting) ?? { met: 0, total: 0, percent: 0 };
  const stateCounts = emptyCounts();
  for (const control of used.values()) stateCounts[control.state] += 1;
  const { owners, unowned } = ownerCounts([...used.values()]);
  return {
    id: framework.id,
    name: framework.name,
    edition: framework.edition,
    progress,
    controlTotal: used.size,
    stateCounts,
    needingEvidence: [...used.values()].filter((control) => control.needsEvidence).length,
    owners,
    unowned,
    groups,
  };
}

/**
 * The detail with each requirement's "also satisfies" lines (`lines`, by requirement id) set; a requirement without
 * lines, or with none, gets none, so the page sends nothing for it.
 */
export function withAlsoSatisfies<T extends Pick<FrameworkDetail, 'groups'>>(detail: T, lines: ReadonlyMap<string, readonly string[]>): T {
  return {
    ...detail,
    groups: detail.groups.map((group) => ({
      ...group,
      requirements: group.requirements.map((requirement) => {
        const shared = lines.get(requirement.id) ?? [];
        return shared.length === 0 ? requirement : { ...requirement, alsoSatisfies: [...shared] };
      }),
    })),
  };
}

/** The owners of a set of controls, most controls first (then by name), and how many controls have no owner. */
export function ownerCounts(controls: readonly Pick<DetailControl, 'ownerName'>[]): { owners: OwnerCount[]; unowned: number } {
  const counts = new Map<string, number>();
  let unowned = 0;
  for (const control of controls) {
    if (control.ownerName === null) unowned += 1;
    else counts.set(control.ownerName, (counts.get(control.ownerName) ?? 0) + 1);
  }
  const owners = [...counts]
    .map(([name, count]) => ({ name, controls: count }))
    .sort((a, b) => b.controls - a.controls || a.name.localeCompare(b.name));
  return { owners, unowned };
}

/** The state column of the export and the badge: the label, with the reason for Not Applicable. */
export function stateText(control: Pick<DetailControl, 'state' | 'reason'>): string {
  const label = controlStateLabels[control.state];
  return control.state === 'not-applicable' && control.reason ? `${label} (${control.reason})` : label;
}

/** The state select's options, in the order work goes. */
export const controlStateOptions = controlStates.map((state) => ({ value: state, label: controlStateLabels[state] }));

/** The confirmation after a control's edit is saved, e.g. "AC-03 Access reviews is now Implemented." */
export function controlSavedMessage(controlId: string, name: string, state: ControlState): string {
  return `${controlId} ${name} is now ${controlStateLabels[state]}.`;
}

/** The export's file name for a framework. */
export function detailCsvFilename(frameworkId: string): string {
  return `${frameworkId}-requirements-and-controls.csv`;
}

/**
 * The framework's requirements and controls as CSV (requirement, control, state, owner, note), one row per
 * requirement and mapped control, CRLF line ends; cells are made safe from spreadsheet formulas (csvCell).
 */
export function frameworkDetailCsv(detail: Pick<FrameworkDetail, 'groups'>): string {
  const rows = detail.groups.flatMap((group) =>
    group.requirements.flatMap((requirement) => {
      const label = `${requirement.id} ${requirement.title}`;
      if (requirement.controls.length === 0) return [[label, '', '', '', '']];
      return requirement.controls.map((control) => [
        label,
        `${control.id} ${control.name}`,
        stateText(control),
        control.ownerName ?? '',
        control.note,
      ]);
    }),
  );
  return [['Requirement', 'Control', 'State', 'Owner', 'Note'], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
