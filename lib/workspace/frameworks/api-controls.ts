import 'server-only';
import { libraryControls } from '@/lib/catalog/controls';
import { needsEvidence } from '@/lib/domain/frameworks/scores';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import { failingCheckControls } from '../checks';
import { controlsWithCurrentEvidence } from '../evidence';
import { listControlStates } from './controls';
import { ownerNamesOf } from './detail';
import { frameworkIdsOpenToApi, frameworkOpenToApi } from './api-access';
import type { Member } from '../member';
import { listMembers } from '../organization';

/** A library control as the API answers it: the organization's state and owner, and where it counts. */
export type ApiControl = {
  id: string;
  name: string;
  asks: string;
  evidence: string;
  state: ControlState;
  ownerName: string | null;
  needsEvidence: boolean;
  /** The automated checks of the latest run that fail it. */
  failingChecks: string[];
  /** The requirements it maps to, of the frameworks with API access on only. */
  maps: { frameworkId: string; requirementId: string }[];
};

/**
 * The control library with the organization's states, owners, whether each needs evidence (implemented without
 * current evidence on `today`) and the checks that fail it. Mappings name only frameworks with API access on; with `frameworkId` (which must be
 * one of them, else not found) only the controls mapped to it are listed.
 */
export async function controlsForApi(member: Member, frameworkId?: string, today?: string): Promise<ApiControl[]> {
  if (frameworkId !== undefined) await frameworkOpenToApi(member, frameworkId, today);
  const [open, states, team, evidenced, failing] = await Promise.all([
    frameworkIdsOpenToApi(member),
    listControlStates(member),
    listMembers(member),
    controlsWithCurrentEvidence(member, today),
    failingCheckControls(member, today),
  ]);
  const names = await ownerNamesOf(member, states, team);
  const rows: ApiControl[] = [];
  for (const control of libraryControls) {
    const maps = control.maps.flatMap((key) => {
      const [mappedFramework = '', requirementId = ''] = key.split(/:(.*)/s);
      return open.has(mappedFramework) ? [{ frameworkId: mappedFramework, requirementId }] : [];
    });
    if (frameworkId !== undefined && !maps.some((map) => map.frameworkId === frameworkId)) continue;
    const row = states.get(control.id);
    const state = row?.state ?? 'not-started';
    const owner = row?.ownerMemberId ?? null;
    rows.push({
      id: control.id,
      name: control.name,
      asks: control.asks,
      evidence: control.evidence,
      state,
      ownerName: owner === null ? null : (names.get(owner) ?? null),
      needsEvidence: !failing.has(control.id) && needsEvidence(state, evidenced.has(control.id)),
      failingChecks: failing.get(control.id) ?? [],
      maps,
    });
  }
  return rows;
}
