import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trustAccessDownloads, trustAccessRequests } from '@/lib/db/schema';
import { accessLinkMessages, accessLinkProblem, stampLine, type AccessLinkProblem } from '@/lib/domain/trust/access';
import { stampPdf } from '@/lib/reports/render/stamp-pdf';
import type { TrustDocumentKind } from '@/lib/schemas/trust/records';
import { currentFiles } from '../evidence';
import { trustDocumentRows } from './documents';
import { documentFile, publishedReader, publishedTrustOrganization, type TrustDocumentFile } from './public';
import { hashOf, TOKEN } from './access-letters';

export const UNREADABLE_PDF_MESSAGE = 'This PDF could not be prepared for download. Ask the organization to send it to you.';

export type AccessDocument = { id: string; title: string; kind: TrustDocumentKind; stamped: boolean };

export type TrustAccessView =
  | { ok: true; name: string; company: string; organizationName: string; expiresAt: string; documents: AccessDocument[] }
  | { ok: false; problem: AccessLinkProblem; message: string };

const isPdfName = (name: string) => name.toLowerCase().endsWith('.pdf');

const refused = (problem: AccessLinkProblem) => ({ ok: false as const, problem, message: accessLinkMessages[problem] });

/**
 * What the access link `token` opens on the page at `slug`: its request, the page's reader and the documents
 * offered, or why it opens nothing (unknown, another page's, expired, revoked, the page unpublished).
 */
async function openLink(slug: string, token: string, now: Date) {
  if (!TOKEN.test(token)) return refused('not-found');
  const organizationId = await publishedTrustOrganization(slug);
  if (!organizationId) return refused('not-found');
  const db = await getDb();
  const [request] = await db
    .select()
    .from(trustAccessRequests)
    .where(eq(trustAccessRequests.tokenHash, hashOf(token)));
  if (!request || request.organizationId !== organizationId) return refused('not-found');
  const problem = accessLinkProblem(request, now);
  if (problem) return refused(problem);
  const found = await publishedReader(organizationId, slug);
  if (!found) return refused('not-found');
  const shown = found.settings.sections.includes('documents');
  const documents = shown ? (await trustDocumentRows(db, organizationId)).filter((row) => row.available) : [];
  return { ok: true as const, request, reader: found.reader, documents };
}

/** The page of an access link: the requester and the documents they may download, until the link expires. */
export async function viewTrustAccess(slug: string, token: string, now: Date = new Date()): Promise<TrustAccessView> {
  const opened = await openLink(slug, token, now);
  if (!opened.ok) return opened;
  // Policies always download as PDFs; an evidence item only when its current file (the first by name) is one.
  const evidenceIds = opened.documents.filter((row) => row.source.type === 'evidence').map((row) => row.source.id);
  const files = await currentFiles(opened.reader, evidenceIds);
  const stamped = new Set(
    opened.documents
      .filter((row) => row.source.type === 'policy' || isPdfName(files.get(row.source.id)?.[0]?.name ?? ''))
      .map((row) => row.id),
  );
  return {
    ok: true,
    name: opened.request.name,
    company: opened.request.company,
    organizationName: opened.reader.organizationName,
    expiresAt: opened.request.expiresAt?.toISOString() ?? '',
    documents: opened.documents.map((row) => ({ id: row.id, title: row.title, kind: row.kind, stamped: stamped.has(row.id) })),
  };
}

/**
 * A document through an access link, with the download logged (who, what, when). A PDF carries the requester's
 * name, company and the time on every page; any other file is sent as it is.
 */
export async function downloadThroughAccessLink(
  slug: string,
  token: string,
  documentId: string,
  now: Date = new Date(),
): Promise<{ ok: true; file: TrustDocumentFile } | { ok: false; problem: AccessLinkProblem | 'unreadable'; message: string }> {
  const opened = await openLink(slug, token, now);
  if (!opened.ok) return opened;
  const document = opened.documents.find((row) => row.id === documentId);
  if (!document) return { ok: false, problem: 'not-found', message: 'This document is not available.' };
  const file = await documentFile(opened.reader, document);
  if (!file) return { ok: false, problem: 'not-found', message: 'This document is not available.' };
  const isPdf = file.contentType === 'application/pdf' || isPdfName(file.name);
  const bytes = isPdf ? await stampPdf(file.bytes, stampLine(opened.request, now)).catch(() => null) : file.bytes;
  // A PDF that cannot be read is not sent unmarked: the requester is told to ask the organization for it.
  if (!bytes) return { ok: false, problem: 'unreadable', message: UNREADABLE_PDF_MESSAGE };
  const db = await getDb();
  await db.insert(trustAccessDownloads).values({
    organizationId: opened.request.organizationId,
    requestId: opened.request.id,
    documentId: document.id,
    documentTitle: document.title,
    at: now,
  });
  return { ok: true, file: { ...file, bytes } };
}
