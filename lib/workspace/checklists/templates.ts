import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checklistTemplates } from '@/lib/db/schema';
import { checklistTemplateProblem } from '@/lib/domain/checklists/rules';
import { checklistKindLabels, type ChecklistTemplate, type ChecklistTemplateForm } from '@/lib/schemas/checklists/records';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { keptRead } from '../read-cache';
import { templateOf } from './records';
import { guardedWrite } from '../guarded-write';

/** Both templates of the organization (stored or the defaults), for every role. */
export function checklistTemplatesOf(member: Member): Promise<{ onboarding: ChecklistTemplate; offboarding: ChecklistTemplate }> {
  assertCan(member, 'records.view');
  return keptRead(member, ['checklist-templates'], async () => {
    const db = await getDb();
    const [onboarding, offboarding] = await Promise.all([
      templateOf(db, member.organizationId, 'onboarding'),
      templateOf(db, member.organizationId, 'offboarding'),
    ]);
    return { onboarding, offboarding };
  });
}

/**
 * Saves a template (admins): 1 to 30 steps of 1 to 120 characters and a deadline of 1 to 720 hours. The version
 * read is refused when stale (0 while the defaults held). Checklists already started keep the steps they copied.
 */
export const saveChecklistTemplate = guardedWrite(
  'organization.manage',
  async (member: Member, form: ChecklistTemplateForm): Promise<ChecklistTemplate> => {
    const problem = checklistTemplateProblem(form);
    if (problem) throw new WorkspaceError('invalid', problem);
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await templateOf(tx, member.organizationId, form.kind);
      if (current.version !== form.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const steps = form.steps.map((title) => ({ title }));
      if (current.stored) {
        const [changed] = await tx
          .update(checklistTemplates)
          .set({ steps, deadlineHours: form.deadlineHours, version: sql`${checklistTemplates.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(checklistTemplates.organizationId, member.organizationId),
              eq(checklistTemplates.kind, form.kind),
              eq(checklistTemplates.version, form.version),
            ),
          )
          .returning({ id: checklistTemplates.id });
        if (!changed) throw new WorkspaceError('conflict', STALE_MESSAGE);
      } else {
        const [created] = await tx
          .insert(checklistTemplates)
          .values({ organizationId: member.organizationId, kind: form.kind, steps, deadlineHours: form.deadlineHours })
          .onConflictDoNothing()
          .returning({ id: checklistTemplates.id });
        // Another admin stored the first version in the meantime.
        if (!created) throw new WorkspaceError('conflict', STALE_MESSAGE);
      }
      await recordActivity(tx, member, {
        action: 'checklist-template.updated',
        recordType: 'checklist-template',
        summary: `Edited the ${checklistKindLabels[form.kind].toLowerCase()} checklist (${steps.length} ${steps.length === 1 ? 'step' : 'steps'})`,
      });
      return templateOf(tx, member.organizationId, form.kind);
    });
  },
);
