import 'server-only';
import { tool } from 'ai';
import { z } from 'zod';
import type { AuditFinding, InternalAuditListed } from '@/lib/schemas/isms/records';
import { readEvidence, readEvidenceFile } from '../evidence';
import { listInternalAudits, readInternalAudit } from '../isms';
import type { Member } from '../member';
import { getPolicy } from '../policies';
import { MAX_TOOL_ITEMS, recordText, toolRecord, type TurnRecords } from './tool-records';

const recordId = z.uuid('Give the id of a record a tool returned.');

/** Text files the assistant reads itself; a PDF's text is read by the report reader. */
const TEXT_TYPES = /^(text\/|application\/(json|xml|csv|x-yaml|yaml))/i;
const MAX_DOCUMENT_CHARS = 12_000;

/** A policy's Markdown cut into its sections at each heading (the text before the first heading is the opening). */
export function policySections(body: string): { heading: string; text: string }[] {
  const sections: { heading: string; text: string }[] = [];
  let current = { heading: '(opening)', lines: [] as string[] };
  for (const line of body.split(/\r?\n/)) {
    const heading = /^#{1,6}\s+(.+)$/.exec(line);
    if (heading) {
      sections.push({ heading: current.heading, text: current.lines.join('\n').trim() });
      current = { heading: heading[1]!.trim(), lines: [] };
    } else current.lines.push(line);
  }
  sections.push({ heading: current.heading, text: current.lines.join('\n').trim() });
  return sections.filter((section) => section.text.length > 0 || section.heading !== '(opening)');
}

const findingItem = (audit: { id: string; title: string }, finding: AuditFinding) => ({
  record: toolRecord('finding', finding.id, `${finding.reference} (${audit.title})`, `/manage/isms/audits/${audit.id}`),
  fields: {
    kind: finding.kind,
    state: finding.state,
    description: recordText(finding.description, 500),
    cause: recordText(finding.cause, 300),
    correctiveAction: recordText(finding.correctiveAction, 300),
    owner: finding.ownerName,
    dueDate: finding.dueDate,
  },
});

/** The read tools of one record's text: a policy's sections, audit findings, an evidence file's text. */
export function recordTools(member: Member, records: TurnRecords) {
  return {
    policy: tool({
      description: "A policy with its status, version and sections (each section's text cut to a few hundred characters).",
      inputSchema: z.object({ id: recordId }),
      execute: async ({ id }) => {
        const policy = await getPolicy(member, id);
        const [record] = records.add([
          {
            record: toolRecord('policy', policy.id, policy.name, `/manage/policies/${policy.id}`, `version ${policy.versionLabel}`),
            fields: { status: policy.status, version: policy.versionLabel, owner: policy.owner, approvedAt: policy.approvedAt },
          },
        ]);
        const sections = policySections(policy.body)
          .slice(0, MAX_TOOL_ITEMS)
          .map((section) => ({ heading: section.heading, text: recordText(section.text, 700) }));
        return { policy: record, description: recordText(policy.description, 300), sections };
      },
    }),
    audit_findings: tool({
      description:
        'Findings of the internal audits (nonconformities and observations) with their cause, corrective action, owner and state; all audits, or one audit by id.',
      inputSchema: z.object({ auditId: recordId.optional() }),
      execute: async ({ auditId }) => {
        const audits: Pick<InternalAuditListed, 'id'>[] = auditId ? [{ id: auditId }] : await listInternalAudits(member);
        const details = await Promise.all(audits.slice(0, 10).map((audit) => readInternalAudit(member, audit.id)));
        const items = details.flatMap((audit) => audit.findings.map((finding) => findingItem(audit, finding)));
        return { records: records.add(items) };
      },
    }),
    finding: tool({
      description: 'One internal audit finding by its id, with its audit.',
      inputSchema: z.object({ id: recordId }),
      execute: async ({ id }) => {
        for (const listed of await listInternalAudits(member)) {
          const audit = await readInternalAudit(member, listed.id);
          const finding = audit.findings.find((candidate) => candidate.id === id);
          if (finding) return { records: records.add([findingItem(audit, finding)]), audit: audit.title };
        }
        return { error: 'No finding of your organization has this id.' };
      },
    }),
    evidence_document: tool({
      description:
        "An evidence item with its linked controls and, when its current file is text (not a PDF), the file's text between <record-text> tags.",
      inputSchema: z.object({ id: recordId }),
      execute: async ({ id }) => {
        const item = await readEvidence(member, id);
        const [record] = records.add([
          {
            record: toolRecord('evidence', item.record.id, item.record.name, `/manage/evidence/${item.record.id}`),
            fields: {
              status: item.record.status,
              expired: item.expired,
              description: recordText(item.record.description, 400),
              controls: item.controls.map((control) => control.id),
            },
          },
        ]);
        const latest = item.files.find((file) => file.stored);
        if (!latest) return { evidence: record, document: null, note: 'The item has no stored file.' };
        if (!TEXT_TYPES.test(latest.contentType)) {
          return {
            evidence: record,
            document: null,
            note: `The file ${latest.name} is ${latest.contentType}, not text; it is not read here.`,
          };
        }
        const file = await readEvidenceFile(member, id, latest.id);
        const text = new TextDecoder('utf-8', { fatal: false }).decode(file.bytes);
        return { evidence: record, document: { name: file.name, text: recordText(text, MAX_DOCUMENT_CHARS) } };
      },
    }),
  };
}
