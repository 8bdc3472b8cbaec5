import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { customFrameworks } from '@/lib/db/schema';
import { parseCustomRequirements, type CustomRequirement } from '@/lib/domain/custom-frameworks/requirements';
import type { CustomFrameworkForm } from '@/lib/schemas/custom-frameworks/records';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { checkedId, notFound, staleRecord, WorkspaceError, type Member, type Tx } from '../member';
import { lockOrganization } from '../organization';
import { columnsOf, recordedWrite, versionedRecord } from '../versioned-write';

/** A refusal the form shows under one of its fields: a name already taken, requirements that do not hold. */
export class CustomFrameworkFieldError extends WorkspaceError {
  constructor(
    readonly field: 'name' | 'requirements',
    message: string,
  ) {
    super('invalid', message);
  }
}

const knownControls = new Set(libraryControls.map((control) => control.id));

/** The form's requirements, read and checked against the control library; each problem on its own line. */
function requirementsOf(form: CustomFrameworkForm): CustomRequirement[] {
  const parsed = parseCustomRequirements(form.requirements, knownControls);
  if (!parsed.ok) throw new CustomFrameworkFieldError('requirements', parsed.errors.join('\n'));
  return parsed.requirements;
}

/** Refuses a name another custom framework of the organization has, whatever its case (the unique index backs it). */
async function assertNameFree(tx: Tx, member: Member, name: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: customFrameworks.id })
    .from(customFrameworks)
    .where(
      and(
        eq(customFrameworks.organizationId, member.organizationId),
        sql`lower(${customFrameworks.name}) = lower(${name})`,
        except ? ne(customFrameworks.id, except) : undefined,
      ),
    );
  if (taken) throw new CustomFrameworkFieldError('name', `Your organization already has a custom framework named ${name}.`);
}

/** Creates a custom framework (members and admins) from the form; answers its id. */
export const createCustomFramework = recordedWrite('frameworks.manage', async (tx, member, form: CustomFrameworkForm) => {
  const requirements = requirementsOf(form);
  await lockOrganization(tx, member.organizationId);
  await assertNameFree(tx, member, form.name);
  const [created] = await tx
    .insert(customFrameworks)
    .values({ organizationId: member.organizationId, name: form.name, description: form.description, requirements })
    .returning({ id: customFrameworks.id, name: customFrameworks.name });
  if (!created) throw new Error('The custom framework was not created');
  return {
    record: created,
    activity: {
      action: 'custom-framework.created',
      recordType: 'custom-framework',
      recordId: created.id,
      summary: `Created the custom framework ${created.name} with ${requirements.length} ${requirements.length === 1 ? 'requirement' : 'requirements'}`,
    },
  };
});

const customFrameworkRecord = versionedRecord(
  customFrameworks,
  columnsOf(
    customFrameworks,
    { id: customFrameworks.id, name: customFrameworks.name, version: customFrameworks.version },
    'The custom framework',
  ),
);

/** Saves an edited custom framework (members and admins) read at `version`; answers its new version. */
export const updateCustomFramework = customFrameworkRecord.write(
  'frameworks.manage',
  (member, id: string, version: number, form: CustomFrameworkForm) => {
    const requirements = requirementsOf(form);
    return {
      id,
      version,
      change: async (_current, tx) => {
        await lockOrganization(tx, member.organizationId);
        await assertNameFree(tx, member, form.name, id);
        return { name: form.name, description: form.description, requirements, updatedAt: new Date() };
      },
      activity: (saved) => ({
        action: 'custom-framework.updated',
        recordType: 'custom-framework',
        recordId: saved.id,
        summary: `Updated the custom framework ${saved.name}`,
      }),
    };
  },
);

/** Deletes a custom framework (admins: deleting is theirs) read at `version`; the control states stay. */
export const deleteCustomFramework = guardedWrite(
  'frameworks.remove',
  async (member: Member, id: string, version: number): Promise<{ name: string }> => {
    checkedId(id, 'The custom framework');
    const db = await getDb();
    return db.transaction(async (tx) => {
      const mine = and(eq(customFrameworks.id, id), eq(customFrameworks.organizationId, member.organizationId));
      const [deleted] = await tx
        .delete(customFrameworks)
        .where(and(mine, eq(customFrameworks.version, version)))
        .returning({ name: customFrameworks.name });
      if (!deleted) {
        const [exists] = await tx.select({ id: customFrameworks.id }).from(customFrameworks).where(mine);
        throw exists ? staleRecord() : notFound('The custom framework');
      }
      await recordActivity(tx, member, {
        action: 'custom-framework.deleted',
        recordType: 'custom-framework',
        recordId: id,
        summary: `Deleted the custom framework ${deleted.name}`,
      });
      return deleted;
    });
  },
);
