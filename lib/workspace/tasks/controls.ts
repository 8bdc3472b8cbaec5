import 'server-only';
import { and, eq } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { controlStates, organizationFrameworks } from '@/lib/db/schema';
import { manageHref } from '@/lib/domain/frameworks/followed';
import { controlStateLabels, type ControlState } from '@/lib/schemas/frameworks/control-state';
import type { Member } from '../member';
import type { TaskSource } from './source';

const controlsById = new Map(libraryControls.map((control) => [control.id, control]));

/** The controls of the library the member owns in their organization, with their states. */
export async function ownedControls(member: Member): Promise<{ controlId: string; state: ControlState }[]> {
  const db = await getDb();
  const rows = await db
    .select({ controlId: controlStates.controlId, state: controlStates.state })
    .from(controlStates)
    .where(and(eq(controlStates.organizationId, member.organizationId), eq(controlStates.ownerMemberId, member.id)));
  return rows.filter((row) => controlsById.has(row.controlId));
}

/** The ids of the frameworks the organization follows. */
async function followedFrameworkIds(member: Member): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db
    .select({ frameworkId: organizationFrameworks.frameworkId })
    .from(organizationFrameworks)
    .where(eq(organizationFrameworks.organizationId, member.organizationId));
  return new Set(rows.map((row) => row.frameworkId));
}

/** A control's name and the screen it is edited on: the first followed framework it maps to (the frameworks list otherwise). */
export async function controlPlaces(member: Member) {
  const followed = await followedFrameworkIds(member);
  return (controlId: string) => {
    const control = controlsById.get(controlId)!;
    const framework = control.maps.map((key) => key.split(':')[0]!).find((id) => followed.has(id));
    return { title: `${control.id} ${control.name}`, href: framework ? manageHref(framework) : '/manage/frameworks' };
  };
}

/** Controls the member owns that are not implemented yet (not started or in progress; not applicable is settled). */
export const controlTasks: TaskSource = {
  kind: 'control',
  permission: 'records.edit',
  read: async (member) => {
    const open = (await ownedControls(member)).filter((row) => row.state === 'not-started' || row.state === 'in-progress');
    if (open.length === 0) return [];
    const place = await controlPlaces(member);
    return open.map((row) => ({
      kind: 'control',
      recordId: row.controlId,
      ...place(row.controlId),
      detail: `${controlStateLabels[row.state]}: you own this control`,
      dueOn: null,
    }));
  },
};
