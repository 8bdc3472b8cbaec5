import 'server-only';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFrameworks } from '@/lib/catalog/library';
import { controlStates, members } from '@/lib/db/schema';
import { controlsByRequirement, frameworkProgress } from '@/lib/domain/frameworks/scores';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import type { Tx } from '@/lib/workspace/member';

/**
 * How far down the demo organization's frameworks are taken: the active ones the library measures land on 96, 92,
 * 90 and 88% (SOC 2, GDPR, PCI DSS, CCPA), GLBA on 95% (its default 95% threshold, so it stays Active) and SOX
 * on 92%, and ISO 27001 (In Progress, its Annex A mostly covered by the controls SOC 2 shares) on 92%: their mean
 * stays the demo's compliance score of 92%.
 */
export const demoProgressTargets: Readonly<Record<string, number>> = {
  soc2: 96,
  gdpr: 92,
  'pci-dss': 90,
  ccpa: 88,
  iso27001: 92,
  glba: 95,
  sox: 92,
};

const index = controlsByRequirement(libraryControls);
const targeted = libraryFrameworks.filter((framework) => framework.id in demoProgressTargets);
/** Every implemented control of the demo gets verified evidence (lib/seed/evidence.ts links it), so each may count. */
const evidenced = new Set(libraryControls.map((control) => control.id));

function meetsTargets(states: ReadonlyMap<string, ControlState>): boolean {
  return targeted.every(
    (framework) => (frameworkProgress(framework, index, states, evidenced)?.percent ?? 0) >= demoProgressTargets[framework.id]!,
  );
}

/**
 * Control states that give the figures through the same computation every organization's use: start with
 * every control implemented, then take controls back one by one (the narrowest first, so the controls most
 * requirements lean on, such as the access control policy or the central directory, stay in place as a real
 * company's would) as long as no framework falls below its target.
 */
export function demoControlStates(): Map<string, ControlState> {
  const states = new Map<string, ControlState>(libraryControls.map((control) => [control.id, 'implemented']));
  const narrowestFirst = [...libraryControls].sort((a, b) => a.maps.length - b.maps.length || a.id.localeCompare(b.id));
  let pending = 0;
  for (const control of narrowestFirst) {
    const state: ControlState = pending % 3 === 0 ? 'not-started' : 'in-progress';
    states.set(control.id, state);
    if (meetsTargets(states)) pending += 1;
    else states.set(control.id, 'implemented');
  }
  return states;
}

/** Writes the demo states, with the organization's admins and members as owners in turn. */
export async function seedControlStates(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const owners = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), ne(members.role, 'viewer'), isNull(members.removedAt)))
    .orderBy(asc(members.joinedAt), asc(members.id));
  const rows = [...demoControlStates()].map(([controlId, state], position) => ({
    organizationId,
    controlId,
    state,
    ownerMemberId: owners.length === 0 ? null : owners[position % owners.length]!.id,
    updatedAt: now,
  }));
  await tx.insert(controlStates).values(rows);
}
