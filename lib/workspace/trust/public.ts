import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations, trustPages } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { slugProblem } from '@/lib/domain/trust/rules';
import { buildPolicyPdf, policyPdfFileName } from '@/lib/reports/render/policy-pdf';
import type { TrustPageView } from '@/lib/schemas/trust/records';
import { currentFiles, readEvidenceFile } from '../evidence';
import { assertCan, WorkspaceError, type Member } from '../member';
import { policyPdfSource } from '../policies';
import { trustDocumentRows, type TrustDocumentRow } from './documents';
import { storedTrustSettings, trustSettingsOf } from './settings';
import { trustPageView } from './view';

/**
 * Who a visitor's read runs as: the organization, with a viewer's rights only. It never writes, and what it reads
 * is cut down to the published allow-list before it leaves this folder.
 */
function visitorReader(organizationId: string, organizationName: string): Member {
  return {
    id: '',
    organizationId,
    organizationName,
    subject: 'visitor:trust-page',
    email: '',
    displayName: 'Trust page visitor',
    role: 'viewer',
  };
}

/** The organization whose published page lives at `slug`, or null (unknown, malformed or unpublished). */
export async function publishedTrustOrganization(slug: string): Promise<string | null> {
  if (slugProblem(slug) !== null) return null;
  const db = await getDb();
  const [row] = await db
    .select({ organizationId: trustPages.organizationId })
    .from(trustPages)
    .where(and(eq(trustPages.slug, slug), eq(trustPages.published, true)));
  return row?.organizationId ?? null;
}

export async function publishedReader(organizationId: string, slug: string) {
  const db = await getDb();
  const settings = await storedTrustSettings(db, organizationId);
  if (!settings || !settings.published || settings.slug !== slug) return null;
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  if (!organization) return null;
  return { settings, reader: visitorReader(organizationId, organization.name) };
}

/** The published page of `organizationId` at `slug`, or null when it is not (or no longer) published there. */
export async function publishedTrustPageOf(organizationId: string, slug: string): Promise<TrustPageView | null> {
  const found = await publishedReader(organizationId, slug);
  return found ? trustPageView(found.reader, found.settings) : null;
}

/** The page a visitor sees at /trust/<slug>: only what was published; null when unknown or unpublished. No member needed. */
export async function publishedTrustPage(slug: string): Promise<TrustPageView | null> {
  const organizationId = await publishedTrustOrganization(slug);
  return organizationId ? publishedTrustPageOf(organizationId, slug) : null;
}

/** The page as a visitor would see it from the current settings, published or not (every member may preview). */
export async function trustPagePreview(member: Member): Promise<TrustPageView> {
  assertCan(member, 'records.view');
  const settings = await trustSettingsOf(member);
  return trustPageView(visitorReader(member.organizationId, member.organizationName), settings);
}

export type TrustDocumentFile = { name: string; contentType: string; bytes: Uint8Array };

/**
 * A public document of a published page, with its bytes: an approved policy's PDF or an evidence item's current
 * file. Null for anything else (unpublished page, private or unknown document, documents not shown, a source no
 * longer approved), so the route answers 404 without saying which.
 */
export async function publicTrustDocument(slug: string, documentId: string): Promise<TrustDocumentFile | null> {
  const organizationId = await publishedTrustOrganization(slug);
  if (!organizationId) return null;
  const found = await publishedReader(organizationId, slug);
  if (!found || !found.settings.sections.includes('documents')) return null;
  const db = await getDb();
  const document = (await trustDocumentRows(db, organizationId)).find((row) => row.id === documentId);
  if (!document || document.visibility !== 'public' || !document.available) return null;
  return documentFile(found.reader, document);
}

/** The bytes of a trust document (a policy's PDF, an evidence item's current file), or null when it has none. */
export async function documentFile(reader: Member, document: TrustDocumentRow): Promise<TrustDocumentFile | null> {
  try {
    if (document.source.type === 'policy') {
      const source = await policyPdfSource(reader, document.source.id, dayOf(new Date()));
      const pdf = await buildPolicyPdf(source);
      return { name: policyPdfFileName(source.name, source.versionLabel), contentType: 'application/pdf', bytes: new Uint8Array(pdf) };
    }
    const [file] = (await currentFiles(reader, [document.source.id])).get(document.source.id) ?? [];
    if (!file) return null;
    return await readEvidenceFile(reader, document.source.id, file.id);
  } catch (error) {
    if (error instanceof WorkspaceError) return null;
    throw error;
  }
}
