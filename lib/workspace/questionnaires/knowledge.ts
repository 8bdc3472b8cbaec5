import 'server-only';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { audits, evidence, evidenceControls, members, policies, policyVersions, vendors } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { effectiveStatus } from '@/lib/domain/policies/lifecycle';
import {
  frameworkFact,
  policySections,
  policyStanding,
  sectionLabel,
  type AnswerSource,
  type AuditFact,
  type KnowledgeDocument,
} from '@/lib/domain/questionnaires';
import { subprocessorsOf } from '@/lib/domain/trust/rules';
import { listControlStates, listOrganizationFrameworks } from '../frameworks';
import { assertCan, type Member } from '../member';
import { keptRead } from '../read-cache';
import { currentLibraryAnswers } from './library';

/** The sections of each approved, current policy of the organization (archived and expired ones are not current). */
async function policyKnowledge(member: Member, today: string): Promise<KnowledgeDocument[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: policies.id,
      status: policies.status,
      reviewDueOn: policies.reviewDueOn,
      name: policyVersions.name,
      label: policyVersions.label,
      body: policyVersions.body,
    })
    .from(policies)
    .innerJoin(
      policyVersions,
      and(
        eq(policyVersions.organizationId, policies.organizationId),
        eq(policyVersions.policyId, policies.id),
        eq(policyVersions.label, policies.versionLabel),
      ),
    )
    .where(and(eq(policies.organizationId, member.organizationId), eq(policies.status, 'approved'), isNull(policies.archivedAt)));
  return rows
    .filter((row) => effectiveStatus({ status: row.status, reviewDueOn: row.reviewDueOn }, today) === 'approved')
    .flatMap((row) => {
      const sections = policySections(row.name, row.body);
      const scope = sections.find((section) => /^scope$/i.test(section.title))?.text;
      return [
        ...sections.map((section) => ({
          id: row.id,
          type: 'policy' as const,
          label: sectionLabel(row.name, row.label, section),
          version: row.label,
          title: section.number === '0' ? row.name : `${row.name} ${section.title}`,
          heading: section.number === '0' ? '' : section.title,
          text: section.text,
          ...(scope ? { scope } : {}),
        })),
        policyStanding({ id: row.id, name: row.name, label: row.label }),
      ];
    });
}

/** Verified, current evidence items: their names and descriptions, and the controls they prove. */
async function evidenceRows(member: Member, today: string) {
  const db = await getDb();
  const [items, links] = await Promise.all([
    db
      .select({ id: evidence.id, name: evidence.name, description: evidence.description, type: evidence.type, status: evidence.status })
      .from(evidence)
      .where(
        and(
          eq(evidence.organizationId, member.organizationId),
          eq(evidence.status, 'verified'),
          isNull(evidence.archivedAt),
          or(isNull(evidence.expiresOn), gte(evidence.expiresOn, today)),
        ),
      ),
    db
      .select({ evidenceId: evidenceControls.evidenceId, controlId: evidenceControls.controlId })
      .from(evidenceControls)
      .where(eq(evidenceControls.organizationId, member.organizationId)),
  ]);
  return { items, links };
}

const evidenceSource = (item: { id: string; name: string; status: string }): AnswerSource => ({
  type: 'evidence',
  id: item.id,
  label: item.name,
  version: item.status,
});

async function controlAndEvidenceKnowledge(member: Member, today: string): Promise<KnowledgeDocument[]> {
  const db = await getDb();
  const [states, { items, links }, team] = await Promise.all([
    listControlStates(member),
    evidenceRows(member, today),
    db.select({ id: members.id, name: members.displayName }).from(members).where(eq(members.organizationId, member.organizationId)),
  ]);
  const names = new Map(team.map((person) => [person.id, person.name]));
  const byId = new Map(items.map((item) => [item.id, item]));
  const proofs = new Map<string, AnswerSource[]>();
  for (const link of links) {
    const item = byId.get(link.evidenceId);
    if (item) proofs.set(link.controlId, [...(proofs.get(link.controlId) ?? []), evidenceSource(item)]);
  }
  const controls = libraryControls.flatMap((control): KnowledgeDocument[] => {
    const row = states.get(control.id);
    if (!row) return [];
    const related = proofs.get(control.id) ?? [];
    const owner = row.ownerMemberId ? names.get(row.ownerMemberId) : undefined;
    // The evidence is cited beside the control, never searched as its words: "Access Control Logs" linked to a
    // backup control says nothing about access.
    const text = [control.asks, owner ? `Owner: ${owner}.` : ''].join(' ');
    return [
      {
        id: control.id,
        type: 'control',
        label: control.id,
        version: row.state,
        title: control.name,
        text: text.trim(),
        state: row.state,
        note: row.reason,
        related,
      },
    ];
  });
  const proofsOf = items.map((item): KnowledgeDocument => ({
    id: item.id,
    type: 'evidence',
    label: item.name,
    version: item.status,
    title: item.name,
    text: [item.description, item.type].filter(Boolean).join('. '),
    state: item.status,
  }));
  return [...controls, ...proofsOf];
}

/** An audit of an unknown type is read as internal: it never makes the organization compliant. */
const asAuditFact = <T extends { type: string }>(audit: T): T & { type: AuditFact['type'] } => ({
  ...audit,
  type: audit.type === 'external' || audit.type === 'certification' ? audit.type : 'internal',
});

/**
 * What the organization can say of its compliance: each followed framework from its audits (compliant only after an
 * independent audit passed; a scheduled one is only scheduled) and the subprocessors the trust center lists.
 */
async function trustKnowledge(member: Member): Promise<KnowledgeDocument[]> {
  const db = await getDb();
  const [followed, auditRows, vendorRows] = await Promise.all([
    listOrganizationFrameworks(member),
    db
      .select({
        framework: audits.framework,
        name: audits.name,
        type: audits.type,
        status: audits.status,
        result: audits.result,
        startOn: audits.startOn,
        endOn: audits.endOn,
        auditor: audits.auditor,
      })
      .from(audits)
      .where(eq(audits.organizationId, member.organizationId)),
    db
      .select({ name: vendors.name, service: vendors.service, subprocessor: vendors.subprocessor, countries: vendors.countries })
      .from(vendors)
      .where(and(eq(vendors.organizationId, member.organizationId), eq(vendors.subprocessor, true))),
  ]);
  const progress = new Map(followed.map((framework) => [framework.frameworkId, framework.progress]));
  const frameworks = frameworkDirectory.flatMap((framework): KnowledgeDocument[] => {
    if (!progress.has(framework.id)) return [];
    const percent = progress.get(framework.id);
    return [
      frameworkFact(
        { id: framework.id, name: framework.name, percent: percent === null || percent === undefined ? null : Math.round(percent) },
        auditRows.filter((audit) => audit.framework === framework.id).map(asAuditFact),
      ),
    ];
  });
  const subprocessors = subprocessorsOf(vendorRows);
  if (subprocessors.length === 0) return frameworks;
  const list = subprocessors
    .map((entry) => `${entry.name} (${[entry.purpose, entry.countries.join(', ')].filter(Boolean).join('; ')})`)
    .join('; ');
  return [
    ...frameworks,
    {
      id: 'subprocessors',
      type: 'trust',
      label: 'Trust center: Subprocessors',
      title: 'Subprocessors',
      text: `We use these subprocessors (third parties that process data for us): ${list}.`,
      state: 'yes',
    },
  ];
}

/** Approved library answers whose sources are unchanged (a stale one waits for its review). */
async function libraryKnowledge(member: Member): Promise<KnowledgeDocument[]> {
  return (await currentLibraryAnswers(member)).map((entry) => ({
    id: entry.id,
    type: 'library',
    label: 'Approved answer',
    title: entry.question,
    text: `${entry.question} ${entry.answer}`,
    answer: entry.answer,
    kind: entry.kind,
    related: entry.sources.filter((source) => source.type !== 'library'),
  }));
}

/**
 * Everything of the member's organization a questionnaire can be answered from: current approved policy
 * sections, the controls it has touched with their state, owner and evidence, verified evidence, trust-center
 * facts and unchanged library answers. Kept until the organization's records change.
 */
export async function organizationKnowledge(member: Member, today: string = dayOf(new Date())): Promise<KnowledgeDocument[]> {
  assertCan(member, 'records.view');
  return keptRead(member, ['questionnaire-knowledge', today], async () => {
    const parts = await Promise.all([
      policyKnowledge(member, today),
      controlAndEvidenceKnowledge(member, today),
      trustKnowledge(member),
      libraryKnowledge(member),
    ]);
    return parts.flat();
  });
}
