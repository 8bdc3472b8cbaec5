import 'server-only';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { policies, trustPages } from '@/lib/db/schema';
import { suggestedSlug } from '@/lib/domain/trust/rules';
import type { TrustSettingsInput } from '@/lib/domain/trust/settings';
import type { TrustSection, TrustSettings } from '@/lib/schemas/trust/records';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { guardedWrite } from '../guarded-write';

export const SLUG_TAKEN_MESSAGE = 'This address is already used by another organization. Choose another.';
export const POLICIES_NOT_APPROVED = 'Only approved policies of your organization can be listed. Reload the page and try again.';
export const SAVE_FIRST_MESSAGE = 'Save the trust center settings before publishing the page.';

type Reader = Pick<Tx, 'select'>;

const settingsColumns = {
  slug: trustPages.slug,
  published: trustPages.published,
  overview: trustPages.overview,
  sections: trustPages.sections,
  frameworks: trustPages.frameworks,
  controlAreas: trustPages.controlAreas,
  policyIds: trustPages.policyIds,
  version: trustPages.version,
};

/** The stored settings of an organization's page, or null when it has none. */
export async function storedTrustSettings(reader: Reader, organizationId: string): Promise<TrustSettings | null> {
  const [row] = await reader.select(settingsColumns).from(trustPages).where(eq(trustPages.organizationId, organizationId));
  return row ? { ...row, sections: row.sections as TrustSection[] } : null;
}

/** The trust page's settings (every member may read them); an organization that never saved them gets a draft. */
export async function trustSettingsOf(member: Member): Promise<TrustSettings> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const stored = await storedTrustSettings(db, member.organizationId);
  return (
    stored ?? {
      slug: suggestedSlug(member.organizationName),
      published: false,
      overview: '',
      sections: ['frameworks', 'subprocessors'],
      frameworks: [],
      controlAreas: [],
      policyIds: [],
      version: 0,
    }
  );
}

/** Those of `ids` that name an approved policy of the organization now. */
async function approvedAmong(reader: Reader, organizationId: string, ids: readonly string[]): Promise<string[]> {
  const wellFormed = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (wellFormed.length === 0) return [];
  const found = await reader
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        eq(policies.organizationId, organizationId),
        inArray(policies.id, wellFormed),
        eq(policies.status, 'approved'),
        isNull(policies.archivedAt),
      ),
    );
  return found.map(({ id }) => id);
}

/**
 * Which of the listed `ids` the settings form keeps: a policy no longer approved is not offered, so saving the
 * form drops it.
 */
export async function listablePolicyIds(member: Member, ids: readonly string[]): Promise<string[]> {
  assertCan(member, 'records.view');
  const approved = new Set(await approvedAmong(await getDb(), member.organizationId, ids));
  return ids.filter((id) => approved.has(id));
}

async function assertApprovedPolicies(tx: Tx, member: Member, ids: readonly string[]): Promise<void> {
  if ((await approvedAmong(tx, member.organizationId, ids)).length !== new Set(ids).size)
    throw new WorkspaceError('invalid', POLICIES_NOT_APPROVED);
}

async function assertSlugFree(tx: Tx, member: Member, slug: string): Promise<void> {
  const [taken] = await tx
    .select({ organizationId: trustPages.organizationId })
    .from(trustPages)
    .where(and(eq(trustPages.slug, slug), ne(trustPages.organizationId, member.organizationId)));
  if (taken) throw new WorkspaceError('conflict', SLUG_TAKEN_MESSAGE);
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ('code' in error ? error.code : (error as { cause?: { code?: string } }).cause?.code) === '23505';

/**
 * Saves the page's address, overview and allow-list (administrators). `version` 0 creates the settings; any other
 * must be the stored one. An address another organization uses is refused, even when two saves race for it.
 * Answers the saved settings and the address they replaced (its cached page must be dropped too).
 */
export const saveTrustSettings = guardedWrite(
  'organization.manage',
  async (member: Member, input: TrustSettingsInput): Promise<{ settings: TrustSettings; previousSlug: string | null }> => {
    const db = await getDb();
    const fields = {
      slug: input.slug,
      overview: input.overview,
      sections: [...new Set(input.sections)],
      frameworks: [...new Set(input.frameworks)],
      controlAreas: [...new Set(input.controlAreas)],
      policyIds: [...new Set(input.policyIds)],
    };
    try {
      return await db.transaction(async (tx) => {
        const current = await storedTrustSettings(tx, member.organizationId);
        if ((current?.version ?? 0) !== input.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
        await assertSlugFree(tx, member, fields.slug);
        await assertApprovedPolicies(tx, member, fields.policyIds);
        if (current) {
          const [changed] = await tx
            .update(trustPages)
            .set({ ...fields, version: sql`${trustPages.version} + 1`, updatedAt: new Date() })
            .where(and(eq(trustPages.organizationId, member.organizationId), eq(trustPages.version, input.version)))
            .returning({ organizationId: trustPages.organizationId });
          if (!changed) throw new WorkspaceError('conflict', STALE_MESSAGE);
        } else {
          await tx.insert(trustPages).values({ organizationId: member.organizationId, ...fields });
        }
        await recordActivity(tx, member, {
          action: 'trust-page.saved',
          recordType: 'trust-page',
          recordId: member.organizationId,
          summary: `Saved the trust center settings (/trust/${fields.slug})`,
        });
        const settings = await storedTrustSettings(tx, member.organizationId);
        if (!settings) throw new Error('The trust center settings were not saved');
        return { settings, previousSlug: current?.slug ?? null };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new WorkspaceError('conflict', SLUG_TAKEN_MESSAGE);
      throw error;
    }
  },
);

/** Publishes or unpublishes the page (administrators), by the version the screen read. */
export const setTrustPagePublished = guardedWrite(
  'organization.manage',
  async (member: Member, published: boolean, version: number): Promise<TrustSettings> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await storedTrustSettings(tx, member.organizationId);
      if (!current) throw new WorkspaceError('invalid', SAVE_FIRST_MESSAGE);
      if (current.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const [changed] = await tx
        .update(trustPages)
        .set({ published, version: sql`${trustPages.version} + 1`, updatedAt: new Date() })
        .where(and(eq(trustPages.organizationId, member.organizationId), eq(trustPages.version, version)))
        .returning({ organizationId: trustPages.organizationId });
      if (!changed) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await recordActivity(tx, member, {
        action: published ? 'trust-page.published' : 'trust-page.unpublished',
        recordType: 'trust-page',
        recordId: member.organizationId,
        summary: published ? `Published the trust page /trust/${current.slug}` : `Unpublished the trust page /trust/${current.slug}`,
      });
      return { ...current, published, version: current.version + 1 };
    });
  },
);
