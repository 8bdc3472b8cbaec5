import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { licensedFramework } from '@/lib/catalog/licensed-frameworks';
import { getDb } from '@/lib/db/client';
import { customFrameworks } from '@/lib/db/schema';
import { parseLicensedRequirements } from '@/lib/domain/custom-frameworks/licensed-requirements';
import type { LicensedImport } from '@/lib/schemas/custom-frameworks/licensed';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { lockOrganization } from '../organization';
import { keptRead } from '../read-cache';
import { CustomFrameworkFieldError } from './store';

const knownControls = new Set(libraryControls.map((control) => control.id));

/** The list takes the framework's name: an own framework already named so is renamed or deleted first. */
async function assertNameFree(tx: Tx, organizationId: string, name: string): Promise<void> {
  const [taken] = await tx
    .select({ id: customFrameworks.id })
    .from(customFrameworks)
    .where(and(eq(customFrameworks.organizationId, organizationId), sql`lower(${customFrameworks.name}) = lower(${name})`));
  if (taken) {
    throw new CustomFrameworkFieldError(
      'requirements',
      `Your organization already has a custom framework named ${name}: rename or delete it, then import the licensed list.`,
    );
  }
}

/** What the organization keeps of a licensed framework: the id of its imported list and how many requirements it has. */
export type LicensedList = { id: string; requirementCount: number; version: number; updatedAt: Date };

/**
 * Imports the organization's licensed requirement list for a directory framework (members and admins), replacing
 * the list imported before: a custom framework linked to the directory id, under the framework's name, whose
 * control mappings and progress work as every custom framework's. A file that does not hold is refused under its
 * field, each problem with its line; answers the list's id and its number of requirements.
 */
export async function importLicensedFramework(member: Member, form: LicensedImport): Promise<{ id: string; name: string; count: number }> {
  assertCan(member, 'frameworks.manage');
  const framework = licensedFramework(form.frameworkId);
  if (!framework) throw new WorkspaceError('invalid', 'Choose a licensed framework to import.');
  const parsed = parseLicensedRequirements(form.requirements, knownControls);
  if (!parsed.ok) throw new CustomFrameworkFieldError('requirements', parsed.errors.join('\n'));
  const { requirements } = parsed;
  const description = `${framework.name} requirements imported from your organization's licensed copy.`;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const mine = and(eq(customFrameworks.organizationId, member.organizationId), eq(customFrameworks.licensedFrameworkId, framework.id));
    const [current] = await tx.select({ id: customFrameworks.id, version: customFrameworks.version }).from(customFrameworks).where(mine);
    if (!current) await assertNameFree(tx, member.organizationId, framework.name);
    const [saved] = current
      ? await tx
          .update(customFrameworks)
          .set({ requirements, description, updatedAt: new Date(), version: current.version + 1 })
          .where(and(mine, eq(customFrameworks.version, current.version)))
          .returning({ id: customFrameworks.id })
      : await tx
          .insert(customFrameworks)
          .values({
            organizationId: member.organizationId,
            name: framework.name,
            description,
            requirements,
            licensedFrameworkId: framework.id,
          })
          .returning({ id: customFrameworks.id });
    if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const count = `${requirements.length} ${requirements.length === 1 ? 'requirement' : 'requirements'}`;
    await recordActivity(tx, member, {
      action: current ? 'licensed-framework.replaced' : 'licensed-framework.imported',
      recordType: 'custom-framework',
      recordId: saved.id,
      summary: `${current ? 'Replaced' : 'Imported'} the licensed ${framework.name} requirement list with ${count}`,
    });
    return { id: saved.id, name: framework.name, count: requirements.length };
  });
}

/** The organization's imported list for a licensed directory framework, or null while none is imported. */
export function readLicensedList(member: Member, frameworkId: string): Promise<LicensedList | null> {
  assertCan(member, 'records.view');
  return keptRead(member, ['licensed-list', frameworkId], async () => {
    const db = await getDb();
    const [row] = await db
      .select({
        id: customFrameworks.id,
        requirements: customFrameworks.requirements,
        version: customFrameworks.version,
        updatedAt: customFrameworks.updatedAt,
      })
      .from(customFrameworks)
      .where(and(eq(customFrameworks.organizationId, member.organizationId), eq(customFrameworks.licensedFrameworkId, frameworkId)));
    return row ? { id: row.id, requirementCount: row.requirements.length, version: row.version, updatedAt: row.updatedAt } : null;
  });
}
