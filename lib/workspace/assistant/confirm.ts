import 'server-only';
import { writtenRecordHref } from '@/lib/domain/assistant/proposal-records';
import { reviewConclusionOf, reviewNotesOf } from '@/lib/domain/assistant/vendor-review';
import { dayOf } from '@/lib/domain/calendar-days';
import { frameworkCodes, type FrameworkCode } from '@/lib/schemas/frameworks/codes';
import type { ProposalWrite } from '@/lib/schemas/assistant';
import type { FromDraft } from '../drafted';
import { listControlStates, listOrganizationFrameworks, setControlState } from '../frameworks';
import { planNonconformity, readFinding } from '../isms';
import { WorkspaceError, assertCan, type Member } from '../member';
import { createPolicy, createPolicyFromTemplate } from '../policies';
import { saveQuestionAnswer } from '../questionnaires';
import { readVendor, recordVendorReview } from '../vendors';
import { DECIDED_MESSAGE, decideIn } from './confirm-marks';
import { proposalOf } from './proposals';

/** A corrective action drafted without a due date is due in 30 days, as a plan made by hand usually is. */
const DEFAULT_DUE_DAYS = 30;

/** What confirming wrote: the record's id and the page that shows it. */
export type Confirmed = { recordId: string; href: string };

type Write<K extends ProposalWrite['kind']> = (
  member: Member,
  write: Extract<ProposalWrite, { kind: K }>,
  targetVersion: number,
  draft: FromDraft,
  now: Date,
) => Promise<Confirmed>;

/** A policy in Draft: from its template when it names one, else under the first framework the organization follows. */
const policyDraft: Write<'policy-draft'> = async (member, write, _version, draft) => {
  const drafted = { ...draft, name: write.title, body: write.content };
  if (write.templateId) {
    const policy = await createPolicyFromTemplate(member, write.templateId, drafted);
    return { recordId: policy.id, href: writtenRecordHref(write, policy.id) };
  }
  const followed = (await listOrganizationFrameworks(member)).map((framework) => framework.frameworkId);
  const framework = (frameworkCodes.find((code) => followed.includes(code)) ?? 'soc2') as FrameworkCode;
  const input = { name: write.title, description: write.category, framework, owner: member.displayName, reviewFrequency: '12' as const };
  const policy = await createPolicy(member, input, drafted);
  return { recordId: policy.id, href: writtenRecordHref(write, policy.id) };
};

/** The question's answer, saved (not approved: approving stays a person's separate step). */
const answer: Write<'answer'> = async (member, write, version, draft, now) => {
  const input = { id: write.questionId, questionnaireId: write.questionnaireId, answer: write.answer, intent: 'save' as const, version };
  const question = await saveQuestionAnswer(member, input, now, draft);
  return { recordId: question.id, href: writtenRecordHref(write, question.id) };
};

/** The control's owner; its state, reason and note stay as they are. */
const owner: Write<'owner'> = async (member, write, version, draft) => {
  const current = (await listControlStates(member)).get(write.controlId);
  const edit = {
    state: current?.state ?? ('not-started' as const),
    reason: current?.reason ?? '',
    note: current?.note ?? '',
    ownerMemberId: write.memberId,
    version,
  };
  await setControlState(member, write.controlId, edit, draft);
  return { recordId: write.controlId, href: writtenRecordHref(write, write.controlId) };
};

/** The finding's corrective action; its owner and due date stay, or are the member and 30 days from now. */
const correctiveAction: Write<'corrective-action'> = async (member, write, version, draft, now) => {
  const finding = await readFinding(member, write.findingId);
  const due = new Date(now.getTime() + DEFAULT_DUE_DAYS * 86_400_000);
  const plan = {
    id: finding.id,
    version,
    cause: write.cause?.trim() || finding.cause,
    correctiveAction: write.correctiveAction,
    ownerMemberId: finding.ownerMemberId ?? member.id,
    dueDate: finding.dueDate ?? dayOf(due),
  };
  if (!plan.cause) throw new WorkspaceError('invalid', 'Record the cause of this nonconformity before confirming its corrective action.');
  await planNonconformity(member, plan, draft);
  return { recordId: finding.id, href: `/manage/isms/audits/${finding.auditId}` };
};

/** A new review of the vendor concluded today by the member, with the report's reading and notes listing it. */
const vendorReview: Write<'vendor-review'> = async (member, write, _version, draft, now) => {
  const { documents } = await readVendor(member, write.vendorId, now);
  const document = documents.find((candidate) => candidate.id === write.reading.documentId);
  const input = {
    vendorId: write.vendorId,
    reviewId: null,
    reviewedOn: dayOf(now),
    reviewerMemberId: member.id,
    conclusion: reviewConclusionOf(write.reading),
    notes: reviewNotesOf(write.reading, document?.fileName ?? 'the SOC 2 report'),
  };
  const review = await recordVendorReview(member, input, dayOf(now), { ...draft, reportReading: write.reading });
  return { recordId: review.id, href: writtenRecordHref(write, review.id) };
};

const writes: { [K in ProposalWrite['kind']]: Write<K> } = {
  'policy-draft': policyDraft,
  answer,
  owner,
  'corrective-action': correctiveAction,
  'vendor-review': vendorReview,
};

/**
 * Confirms the member's own draft: the ordinary write of its kind runs with its own role and stale checks
 * (`targetVersion` is the version of the record the member saw on the draft's page), and in its transaction the
 * draft becomes confirmed with the record written and the activity row says it was drafted by the assistant.
 */
export async function confirmProposal(member: Member, id: string, targetVersion: number, now = new Date()): Promise<Confirmed> {
  assertCan(member, 'records.edit');
  const proposal = await proposalOf(member, id);
  if (proposal.status !== 'proposed') throw new WorkspaceError('conflict', DECIDED_MESSAGE);
  const draft: FromDraft = { confirm: (tx, recordId) => decideIn(tx, proposal, 'confirmed', recordId) };
  const write = proposal.payload as ProposalWrite;
  const run = writes[write.kind] as Write<typeof write.kind>;
  return run(member, write as never, targetVersion, draft, now);
}
