import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { riskControls } from '@/lib/db/schema';
import type { RiskControlLink } from '@/lib/schemas/risks/records';
import { recordActivity } from '../activity';
import { controlName } from '../frameworks';
import { WorkspaceError, type Member } from '../member';
import { controlsOfRisk } from './detail';
import { riskOf } from './records';
import { guardedWrite } from '../guarded-write';

export const UNKNOWN_CONTROL_MESSAGE = 'Choose a control from the control library.';

/** Links a library control to a risk (members and admins); answers the risk's controls. */
export const linkRiskControl = guardedWrite(
  'records.edit',
  async (member: Member, riskId: string, controlId: string): Promise<RiskControlLink[]> => {
    const name = controlName(controlId);
    if (!name) throw new WorkspaceError('invalid', UNKNOWN_CONTROL_MESSAGE);
    const db = await getDb();
    return db.transaction(async (tx) => {
      const risk = await riskOf(tx, member, riskId);
      const [linked] = await tx
        .insert(riskControls)
        .values({ riskId: risk.id, organizationId: member.organizationId, controlId })
        .onConflictDoNothing()
        .returning({ controlId: riskControls.controlId });
      if (!linked) throw new WorkspaceError('invalid', `${controlId} ${name} is already linked to this risk.`);
      await recordActivity(tx, member, {
        action: 'risk.control-linked',
        recordType: 'risk',
        recordId: risk.id,
        summary: `Linked ${controlId} ${name} to the risk ${risk.title}`,
      });
      return controlsOfRisk(tx, risk.id);
    });
  },
);

/** Unlinks a control from a risk (members and admins); answers the risk's controls. */
export const unlinkRiskControl = guardedWrite(
  'records.edit',
  async (member: Member, riskId: string, controlId: string): Promise<RiskControlLink[]> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const risk = await riskOf(tx, member, riskId);
      const [unlinked] = await tx
        .delete(riskControls)
        .where(and(eq(riskControls.riskId, risk.id), eq(riskControls.controlId, controlId)))
        .returning({ controlId: riskControls.controlId });
      if (!unlinked) throw new WorkspaceError('not-found', 'That control is not linked to this risk.');
      await recordActivity(tx, member, {
        action: 'risk.control-unlinked',
        recordType: 'risk',
        recordId: risk.id,
        summary: `Unlinked ${[controlId, controlName(controlId)].filter(Boolean).join(' ')} from the risk ${risk.title}`,
      });
      return controlsOfRisk(tx, risk.id);
    });
  },
);
