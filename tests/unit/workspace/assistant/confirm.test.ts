/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { vendorReviews } from '@/lib/db/schema';
import type { AssistantProposalPayload, VendorReportReading } from '@/lib/schemas/assistant';
import { listActivity } from '@/lib/workspace/activity';
import { confirmProposal, dismissProposal, proposalOf, proposeDraft } from '@/lib/workspace/assistant';
import { listControlStates } from '@/lib/workspace/frameworks';
import { addFinding, createInternalAudit, readFinding } from '@/lib/workspace/isms';
import type { Member } from '@/lib/workspace/member';
import { getPolicy } from '@/lib/workspace/policies';
import { createQuestionnaire, pageQuestions, readQuestion } from '@/lib/workspace/questionnaires';
import { createVendor, readVendor } from '@/lib/workspace/vendors';
import { auditInput } from '../isms/fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('assistant-confirm');

let admin: Member;
let member: Member;
let viewer: Member;
let outsider: Member;

beforeAll(async () => {
  admin = await founder('Draft Admin', 'Drafting Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  outsider = await founder('Outsider', 'Other Org');
});

const propose = (who: Member, payload: AssistantProposalPayload, title = 'A draft') =>
  proposeDraft(who, { title, summary: 'Confirming writes it.', preview: 'Text', citations: [], payload });

const policyPayload: AssistantProposalPayload = {
  kind: 'policy-draft',
  title: 'Access Control Policy for Drafting Org',
  category: 'Access control',
  content: '# Access Control\n\nAccess is granted by least privilege and reviewed every quarter.',
  templateId: 'access',
};

/** The newest activity row's summary of the member's organization. */
const lastActivity = async (who: Member) => (await listActivity(who)).entries[0]?.summary;

describe('confirming a draft', () => {
  it('creates a Draft policy with the drafted text, marks the draft confirmed and says who drafted it', async () => {
    const draft = await propose(member, policyPayload);
    const confirmed = await confirmProposal(member, draft.id, 0);
    const policy = await getPolicy(member, confirmed.recordId);
    expect(policy).toMatchObject({ name: 'Access Control Policy for Drafting Org', status: 'draft', body: policyPayload.content });
    expect(confirmed.href).toBe(`/manage/policies/${policy.id}`);
    expect(await proposalOf(member, draft.id)).toMatchObject({ status: 'confirmed', recordId: policy.id });
    expect(await lastActivity(member)).toBe(
      'Created the policy Access Control Policy for Drafting Org from the template Access Control Policy, drafted by the assistant',
    );
  });

  it('creates a Draft policy under a followed framework when the draft names no template', async () => {
    const draft = await propose(member, { ...policyPayload, title: 'Clean Desk Policy', templateId: null });
    const { recordId } = await confirmProposal(member, draft.id, 0);
    expect(await getPolicy(member, recordId)).toMatchObject({ name: 'Clean Desk Policy', status: 'draft', frameworks: ['soc2'] });
  });

  it('answers 409 to a second confirmation and writes nothing twice', async () => {
    const draft = await propose(member, { ...policyPayload, title: 'Once Only Policy' });
    await confirmProposal(member, draft.id, 0);
    const again = await refusal(confirmProposal(member, draft.id, 0));
    expect(again.status).toBe(409);
    expect((await listActivity(member)).entries.filter((entry) => entry.summary.includes('Once Only Policy'))).toHaveLength(1);
  });

  it("saves a questionnaire question's answer with the version the member saw, and refuses a stale one", async () => {
    const bytes = new TextEncoder().encode('Question,Answer\r\nAre backups encrypted?,\r\n');
    const questionnaire = await createQuestionnaire(member, { name: 'Acme review', customer: 'Acme' }, { name: 'q.csv', bytes });
    const [question] = (await pageQuestions(member, questionnaire.id, '', 1)).rows;
    const payload: AssistantProposalPayload = {
      kind: 'answer',
      questionnaireId: questionnaire.id,
      questionId: question!.id,
      answer: 'Yes. Backups are encrypted with AES-256.',
    };
    const stale = await propose(member, payload);
    expect((await refusal(confirmProposal(member, stale.id, question!.version + 1))).status).toBe(409);
    // The refused write rolled back with its draft: it may still be confirmed.
    expect((await proposalOf(member, stale.id)).status).toBe('proposed');

    await confirmProposal(member, stale.id, question!.version);
    expect(await readQuestion(member, questionnaire.id, question!.id)).toMatchObject({
      answer: payload.answer,
      version: question!.version + 1,
    });
    expect(await lastActivity(member)).toBe('Edited the answer to "Are backups encrypted?" in Acme review, drafted by the assistant');
  });

  it("sets a control's owner and keeps its state", async () => {
    const control = libraryControls[0]!;
    const draft = await propose(member, { kind: 'owner', frameworkId: 'soc2', controlId: control.id, memberId: admin.id });
    await confirmProposal(member, draft.id, 0);
    expect((await listControlStates(member)).get(control.id)).toMatchObject({ ownerMemberId: admin.id, state: 'not-started', version: 1 });
    expect(await lastActivity(member)).toContain(', drafted by the assistant');
    expect((await proposalOf(member, draft.id)).recordId).toBe(control.id);
  });

  it("plans a nonconformity's corrective action with the drafted cause", async () => {
    const audit = await createInternalAudit(member, auditInput);
    const finding = await addFinding(member, { auditId: audit.id, reference: 'A.5.15', description: 'Stale accounts', kind: 'minor' });
    const draft = await propose(member, {
      kind: 'corrective-action',
      findingId: finding.id,
      correctiveAction: 'Remove the stale accounts and review access monthly.',
      cause: 'Leavers were not removed from the VPN.',
    });
    await confirmProposal(member, draft.id, finding.version);
    expect(await readFinding(member, finding.id)).toMatchObject({
      correctiveAction: 'Remove the stale accounts and review access monthly.',
      cause: 'Leavers were not removed from the VPN.',
      ownerMemberId: member.id,
      state: 'action-planned',
    });
    expect(await lastActivity(member)).toMatch(/^Planned the corrective action due .*: nonconformity A\.5\.15, drafted by the assistant$/);
  });

  it('records a vendor review with the report reading and notes listing exceptions and user-entity controls', async () => {
    const vendor = await createVendor(member, {
      name: 'Nimbus Ledger',
      service: 'Billing',
      category: 'cloud-infrastructure',
      criticality: 'high',
      dataKinds: ['customer-personal'],
      subprocessor: true,
      countries: ['US'],
      contractStart: null,
      contractEnd: null,
      ownerMemberId: null,
    });
    const reading: VendorReportReading = {
      documentId: UNKNOWN_ID,
      auditPeriod: { from: '2025-10-01', to: '2026-09-30', page: 1 },
      opinion: { value: 'unqualified', page: 2 },
      exceptions: [{ text: 'Two terminated users kept access for 10 days.', page: 4 }],
      subserviceOrganizations: [{ text: 'Amazon Web Services hosts the platform.', page: 3 }],
      userEntityControls: [{ text: 'User entities review their users access quarterly.', page: 5, controlIds: [] }],
    };
    const draft = await propose(member, { kind: 'vendor-review', vendorId: vendor.id, reading });
    const { recordId } = await confirmProposal(member, draft.id, 0);
    const review = (await readVendor(member, vendor.id)).reviews.find((row) => row.id === recordId);
    expect(review).toMatchObject({ conclusion: 'approved-with-conditions', reviewerMemberId: member.id });
    expect(review!.notes).toContain('- Two terminated users kept access for 10 days. (page 4)');
    expect(review!.notes).toContain('- User entities review their users access quarterly. (page 5)');
    const [stored] = await (await getDb()).select().from(vendorReviews).where(eq(vendorReviews.id, recordId));
    expect(stored!.reportReading).toEqual(reading);
    expect(await lastActivity(member)).toMatch(/^Reviewed the vendor Nimbus Ledger on .*, drafted by the assistant$/);
  });
});

describe('who may confirm or dismiss', () => {
  it('refuses a viewer with 403', async () => {
    const draft = await propose(member, { ...policyPayload, title: 'Viewer Target' });
    expect((await refusal(confirmProposal(viewer, draft.id, 0))).status).toBe(403);
    expect((await refusal(dismissProposal(viewer, draft.id))).status).toBe(403);
  });

  it("answers 404 for another member's draft, another organization's and an unknown id", async () => {
    const draft = await propose(member, { ...policyPayload, title: 'Private Draft' });
    expect((await refusal(confirmProposal(admin, draft.id, 0))).status).toBe(404);
    expect((await refusal(confirmProposal(outsider, draft.id, 0))).status).toBe(404);
    expect((await refusal(dismissProposal(outsider, draft.id))).status).toBe(404);
    expect((await refusal(confirmProposal(member, UNKNOWN_ID, 0))).status).toBe(404);
    expect((await proposalOf(member, draft.id)).status).toBe('proposed');
  });

  it('dismisses a draft, writing nothing, and then refuses to confirm it', async () => {
    const draft = await propose(member, { ...policyPayload, title: 'Dismissed Policy' });
    await dismissProposal(member, draft.id);
    expect(await proposalOf(member, draft.id)).toMatchObject({ status: 'dismissed', recordId: null });
    expect((await refusal(confirmProposal(member, draft.id, 0))).status).toBe(409);
    expect((await refusal(dismissProposal(member, draft.id))).status).toBe(409);
    expect((await listActivity(member)).entries.some((entry) => entry.summary.includes('Dismissed Policy'))).toBe(false);
  });
});
