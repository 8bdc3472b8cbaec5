import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { audits, policies, vendors } from '@/lib/db/schema';
import { controlAreaSummaries, frameworkPublicState, subprocessorsOf } from '@/lib/domain/trust/rules';
import type { TrustFrameworkView, TrustPageView, TrustSettings } from '@/lib/schemas/trust/records';
import { listControlStates, listOrganizationFrameworks } from '../frameworks';
import type { Member } from '../member';
import { trustDocumentRows } from './documents';

const allControlIds = libraryControls.map((control) => control.id);

async function frameworksShown(reader: Member, selected: readonly string[]): Promise<TrustFrameworkView[]> {
  if (selected.length === 0) return [];
  const db = await getDb();
  const [followed, auditRows] = await Promise.all([
    listOrganizationFrameworks(reader),
    db
      .select({
        framework: audits.framework,
        type: audits.type,
        status: audits.status,
        result: audits.result,
        endOn: audits.endOn,
        auditor: audits.auditor,
      })
      .from(audits)
      .where(eq(audits.organizationId, reader.organizationId)),
  ]);
  const progress = new Map(followed.map((framework) => [framework.frameworkId, framework.progress]));
  const wanted = new Set(selected);
  return frameworkDirectory.flatMap((framework) => {
    const view = frameworkPublicState({
      frameworkId: framework.id,
      name: framework.name,
      selected: wanted.has(framework.id),
      // A followed framework the library cannot measure yet counts as started, not as hidden.
      progress: progress.has(framework.id) ? (progress.get(framework.id) ?? 0) : null,
      audits: auditRows,
    });
    return view ? [view] : [];
  });
}

async function policiesShown(reader: Member, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ name: policies.name })
    .from(policies)
    .where(
      and(
        eq(policies.organizationId, reader.organizationId),
        inArray(policies.id, [...ids]),
        eq(policies.status, 'approved'),
        isNull(policies.archivedAt),
      ),
    )
    .orderBy(asc(policies.name));
  return rows.map((row) => row.name);
}

async function subprocessorsShown(reader: Member) {
  const db = await getDb();
  const rows = await db
    .select({ name: vendors.name, service: vendors.service, subprocessor: vendors.subprocessor, countries: vendors.countries })
    .from(vendors)
    .where(and(eq(vendors.organizationId, reader.organizationId), eq(vendors.subprocessor, true)));
  return subprocessorsOf(rows);
}

/**
 * The page as a visitor sees it, from `settings` (the published ones, or the draft for a preview). Only the
 * sections, frameworks, areas and policies the settings name are read at all, and each is reduced to what the
 * page prints: nothing else of the organization is in the answer, so nothing else can reach the page's HTML.
 */
export async function trustPageView(reader: Member, settings: TrustSettings): Promise<TrustPageView> {
  const shows = new Set(settings.sections);
  const [frameworks, states, subprocessors, policyNames, documents] = await Promise.all([
    shows.has('frameworks') ? frameworksShown(reader, settings.frameworks) : [],
    shows.has('controls') && settings.controlAreas.length > 0 ? listControlStates(reader) : null,
    shows.has('subprocessors') ? subprocessorsShown(reader) : [],
    shows.has('policies') ? policiesShown(reader, settings.policyIds) : [],
    shows.has('documents') ? getDb().then((db) => trustDocumentRows(db, reader.organizationId)) : [],
  ]);
  const stateById = new Map([...(states ?? new Map())].map(([id, row]) => [id, row.state]));
  return {
    organizationName: reader.organizationName,
    slug: settings.slug,
    overview: settings.overview,
    sections: settings.sections,
    frameworks,
    controlAreas: states ? controlAreaSummaries(allControlIds, stateById, settings.controlAreas) : [],
    subprocessors,
    policies: policyNames,
    documents: documents
      .filter((document) => document.available)
      .map((document) => ({
        id: document.id,
        title: document.title,
        kind: document.kind,
        href: document.visibility === 'public' ? `/trust/${settings.slug}/documents/${document.id}` : null,
      })),
  };
}
