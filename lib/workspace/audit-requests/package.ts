import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditRequestComments, auditRequestItemComments, auditSamples } from '@/lib/db/schema';
import { csvText } from '@/lib/reports/package/manifest';
import { evidenceReviewLabels } from '@/lib/domain/audit-requests/evidence-review';
import { requestFindingStateLabels } from '@/lib/domain/audit-requests/finding-rules';
import { findingKindLabels } from '@/lib/domain/isms/rules';
import { requestStatusLabels, samplePopulationLabels } from '@/lib/schemas/audit-requests/records';
import type { Member } from '../member';
import { findingsOfAudit } from './finding-rows';
import { assertRequestAct, auditIn, requestRowsOf, shownRequests } from './records';

/** A file of the auditor package made from an audit's requests. */
export type RequestPackageFile = { name: string; title: string; text: string };

/**
 * The request list with statuses, the samples with their seeds and items, every request's thread, the auditor's
 * standing review of each evidence item and each item's thread and the findings raised on the requests, as CSV files for the auditor package of the audit. None when the audit has no request and no sample.
 */
export async function auditRequestPackageFiles(member: Member, auditId: string): Promise<RequestPackageFile[]> {
  assertRequestAct(member, 'view');
  const db = await getDb();
  const audit = await auditIn(db, member, auditId);
  const requests = await shownRequests(db, member, await requestRowsOf(db, member, audit.id));
  const samples = await db
    .select()
    .from(auditSamples)
    .where(and(eq(auditSamples.organizationId, member.organizationId), eq(auditSamples.auditId, audit.id)))
    .orderBy(asc(auditSamples.createdAt));
  if (requests.length === 0 && samples.length === 0) return [];
  const comments =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(auditRequestComments)
          .where(
            and(
              eq(auditRequestComments.organizationId, member.organizationId),
              inArray(
                auditRequestComments.requestId,
                requests.map((request) => request.id),
              ),
            ),
          )
          .orderBy(asc(auditRequestComments.createdAt), asc(auditRequestComments.id));
  const itemComments = await db
    .select()
    .from(auditRequestItemComments)
    .where(and(eq(auditRequestItemComments.organizationId, member.organizationId), eq(auditRequestItemComments.auditId, audit.id)))
    .orderBy(asc(auditRequestItemComments.createdAt), asc(auditRequestItemComments.id));
  const findings = await findingsOfAudit(db, member, audit.id);
  const evidenceName = new Map(requests.flatMap((request) => request.evidence.map((item) => [item.id, item.name])));
  const sampleNumber = new Map(samples.map((sample, index) => [sample.id, `S${index + 1}`]));
  const reference = new Map(requests.map((request) => [request.id, request.reference]));
  return [
    {
      name: 'requests.csv',
      title: 'Request list with statuses',
      text: csvText([
        ['Reference', 'Request', 'Due date', 'Status', 'Owner', 'Controls', 'Evidence', 'Sample'],
        ...requests.map((request) => [
          request.reference,
          request.text,
          request.dueOn ?? '',
          requestStatusLabels[request.status],
          request.ownerName ?? '',
          request.controlIds.join('; '),
          request.evidence.map((item) => item.name).join('; '),
          request.sampleId ? (sampleNumber.get(request.sampleId) ?? '') : '',
        ]),
      ]),
    },
    {
      name: 'samples.csv',
      title: 'Samples with their seeds and items',
      text: csvText([
        [
          'Sample',
          'Population',
          'Period start',
          'Period end',
          'Population size',
          'Sample size',
          'Seed',
          'Drawn by',
          'Drawn at',
          'Item',
          'Record id',
          'Item day',
          'Item',
        ],
        ...samples.flatMap((sample, index) =>
          sample.items.map((item, at) => [
            `S${index + 1}`,
            samplePopulationLabels[sample.population],
            sample.periodStart,
            sample.periodEnd,
            String(sample.populationSize),
            String(sample.size),
            sample.seed,
            sample.drawnByName,
            sample.createdAt.toISOString(),
            String(at + 1),
            item.id,
            item.day,
            item.label,
          ]),
        ),
      ]),
    },
    {
      name: 'request-comments.csv',
      title: 'Comments on the requests',
      text: csvText([
        ['Reference', 'At', 'Author', 'Kind', 'Comment'],
        ...comments.map((comment) => [
          reference.get(comment.requestId) ?? '',
          comment.createdAt.toISOString(),
          comment.authorName,
          comment.kind,
          comment.body,
        ]),
      ]),
    },
    {
      name: 'evidence-reviews.csv',
      title: 'The auditor’s review of each evidence item',
      text: csvText([
        ['Reference', 'Evidence', 'Review', 'Comment', 'Reviewed by', 'Reviewed at'],
        ...requests.flatMap((request) =>
          request.evidence.flatMap((item) =>
            item.review
              ? [
                  [
                    request.reference,
                    item.name,
                    evidenceReviewLabels[item.review.state],
                    item.review.comment,
                    item.review.reviewedByName,
                    item.review.reviewedAt.toISOString(),
                  ],
                ]
              : [],
          ),
        ),
      ]),
    },
    {
      name: 'evidence-item-comments.csv',
      title: 'The threads of the evidence items',
      text: csvText([
        ['Reference', 'Evidence', 'At', 'Author', 'Side', 'Kind', 'Comment'],
        ...itemComments.map((entry) => [
          reference.get(entry.requestId) ?? '',
          evidenceName.get(entry.evidenceId) ?? entry.evidenceId,
          entry.createdAt.toISOString(),
          entry.authorName,
          entry.byAuditor ? 'Auditor' : 'Team',
          entry.kind,
          entry.body,
        ]),
      ]),
    },
    {
      name: 'findings.csv',
      title: 'Findings raised on the requests',
      text: csvText([
        [
          'Request',
          'Finding',
          'Severity',
          'Description',
          'Raised by',
          'Raised at',
          'Owner',
          'Due date',
          'Corrective action',
          'State',
          'Closed by',
          'Closed at',
        ],
        ...findings.map((finding) => [
          finding.requestReference,
          finding.title,
          findingKindLabels[finding.severity],
          finding.description,
          finding.raisedByName,
          finding.createdAt.toISOString(),
          finding.ownerName ?? '',
          finding.dueOn ?? '',
          finding.correctiveAction,
          requestFindingStateLabels[finding.state],
          finding.closedByName ?? '',
          finding.closedAt?.toISOString() ?? '',
        ]),
      ]),
    },
  ];
}
