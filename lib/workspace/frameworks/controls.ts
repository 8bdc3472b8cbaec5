import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { controlStates, members } from '@/lib/db/schema';
import { controlStateLabels, type ControlState, type ControlStateEdit } from '@/lib/schemas/frameworks/control-state';
import { recordActivity } from '../activity';
import { confirmDraftIn, draftedSummary, type FromDraft } from '../drafted';
import { assertCan, checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

/** One control's state in the organization; `version` 0 means never touched (no row yet). */
export type ControlStateRow = {
  controlId: string;
  state: ControlState;
  reason: string;
  ownerMemberId: string | null;
  note: string;
  updatedAt: Date | null;
  version: number;
};

const controlNames = new Map(libraryControls.map((control) => [control.id, control.name]));

/** The name of a library control, or undefined for an id outside the library. */
export function controlName(controlId: string): string | undefined {
  return controlNames.get(controlId);
}

/** The organization's control states, by control id; controls never touched are absent (not started). */
export async function listControlStates(member: Member): Promise<Map<string, ControlStateRow>> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select({
      controlId: controlStates.controlId,
      state: controlStates.state,
      reason: controlStates.reason,
      ownerMemberId: controlStates.ownerMemberId,
      note: controlStates.note,
      updatedAt: controlStates.updatedAt,
      version: controlStates.version,
    })
    .from(controlStates)
    .where(eq(controlStates.organizationId, member.organizationId));
  return new Map(rows.map((row) => [row.controlId, row]));
}

/**
 * Sets a control's state, reason, owner and note (members and admins). `edit.version` is the version the editor
 * read (0 for a control never touched): a stale one is refused and changes nothing. The owner must be an
 * active member of the same organization.
 */
export const setControlState = guardedWrite(
  'records.edit',
  async (member: Member, controlId: string, edit: ControlStateEdit, draft?: FromDraft): Promise<ControlStateRow> => {
    const name = controlNames.get(controlId);
    if (!name) throw notFound('The control');
    const db = await getDb();
    return db.transaction(async (tx) => {
      if (edit.ownerMemberId) {
        checkedId(edit.ownerMemberId, 'The owner');
        const [owner] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, edit.ownerMemberId), eq(members.organizationId, member.organizationId), isNull(members.removedAt)));
        if (!owner) throw new WorkspaceError('invalid', 'Choose an owner from your team.');
      }
      const values = {
        state: edit.state,
        reason: edit.state === 'not-applicable' ? edit.reason : '',
        ownerMemberId: edit.ownerMemberId || null,
        note: edit.note,
        updatedAt: new Date(),
      };
      const key = and(eq(controlStates.organizationId, member.organizationId), eq(controlStates.controlId, controlId));
      const [saved] =
        edit.version === 0
          ? await tx
              .insert(controlStates)
              .values({ organizationId: member.organizationId, controlId, ...values })
              .onConflictDoNothing()
              .returning()
          : await tx
              .update(controlStates)
              .set({ ...values, version: edit.version + 1 })
              .where(and(key, eq(controlStates.version, edit.version)))
              .returning();
      if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await recordActivity(tx, member, {
        action: 'control.updated',
        recordType: 'control',
        recordId: controlId,
        summary: draftedSummary(`Set ${controlId} ${name} to ${controlStateLabels[edit.state]}`, draft),
      });
      await confirmDraftIn(tx, draft, controlId);
      return {
        controlId,
        state: saved.state,
        reason: saved.reason,
        ownerMemberId: saved.ownerMemberId,
        note: saved.note,
        updatedAt: saved.updatedAt,
        version: saved.version,
      };
    });
  },
);
