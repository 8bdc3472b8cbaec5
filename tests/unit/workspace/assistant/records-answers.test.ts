/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { policies } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/calendar-days';
import type { AssistantSentence } from '@/lib/schemas/assistant';
import { answerFromRecords, type RecordsAnswer } from '@/lib/workspace/assistant';
import { addFrameworks, setControlState } from '@/lib/workspace/frameworks';
import { addFinding, createInternalAudit, planNonconformity } from '@/lib/workspace/isms';
import type { Member } from '@/lib/workspace/member';
import { createEvidence } from '@/lib/workspace/evidence';
import { createPolicy } from '@/lib/workspace/policies';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { auditInput, today } from '../isms/fixtures';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';
import { approvedPolicy } from '../policies/fixtures';

withThrowAwayDatabase('assistant-records');

const text = (answer: RecordsAnswer) => answer.sentences.map((line) => line.text).join('\n');
const refs = (answer: RecordsAnswer) => answer.toolRecords.map((record) => record.ref);

/** Every sentence cites at least one record, each a working /manage link listed in the answer's tool records. */
function expectEverySentenceCited(answer: RecordsAnswer) {
  const listed = new Set(refs(answer));
  for (const line of answer.sentences as AssistantSentence[]) {
    expect(line.citations.length).toBeGreaterThan(0);
    for (const citation of line.citations) {
      expect(citation.href).toMatch(/^\/manage(\/|\?|$)/);
      expect(citation.ref).toBe(`${citation.kind}:${citation.id}`);
      expect(listed.has(citation.ref)).toBe(true);
    }
  }
}

const controlEdit = (state: 'in-progress' | 'implemented', ownerMemberId = '') => ({
  reason: '',
  note: '',
  version: 0,
  state,
  ownerMemberId,
});

let admin: Member;
let viewer: Member;
let stranger: Member;
let mate: Member;

beforeAll(async () => {
  admin = await founder('Rosa Records');
  viewer = await joinAs(admin, 'viewer');
  stranger = await founder('Stranger Records');
  await addFrameworks(admin, ['soc2']);
  await addFrameworks(stranger, ['soc2']);
  mate = await joinAs(admin, 'member');
  for (const controlId of ['HR-02', 'CRY-02']) await setControlState(admin, controlId, controlEdit('in-progress', mate.id));
});

describe('a framework’s gaps', () => {
  it('names the controls blocking a followed framework, with their state and owner, each cited', async () => {
    const answer = await answerFromRecords(viewer, 'What blocks SOC 2?');
    expectEverySentenceCited(answer);
    expect(answer.understood).toBe(true);
    expect(text(answer)).toMatch(/^SOC 2: 0 of \d+ requirements are met\.\n\d+ controls block the \d+ requirements not met\./);
    expect(text(answer)).toContain(
      `HR-02 Employment terms, conduct and confidentiality is in progress, owner ${mate.displayName}; it holds back CC1.1.`,
    );
    expect(text(answer)).toMatch(/\d+ more controls block it; the framework's page lists them all\.$/);
    expect(answer.toolRecords.find((record) => record.ref === 'framework:soc2')!.href).toBe('/manage/frameworkManage');
    expect(answer.toolRecords.find((record) => record.ref === 'control:HR-02')).toMatchObject({
      href: '/manage/frameworkManage',
      detail: 'In Progress',
    });
  });

  it("reads another organization's states and owners, never this one's", async () => {
    const answer = await answerFromRecords(stranger, 'gaps in soc2');
    expect(text(answer)).toContain(
      'HR-02 Employment terms, conduct and confidentiality is not started, owner Unassigned; it holds back CC1.1.',
    );
    expect(text(answer)).not.toContain(mate.displayName);
  });

  it('answers nothing about a framework the organization does not follow', async () => {
    const answer = await answerFromRecords(admin, 'What blocks HIPAA?');
    expect(answer).toEqual({ sentences: [], toolRecords: [], understood: false });
  });
});

describe('the work due', () => {
  it("lists policies past review and overdue findings of the member's organization, never another's", async () => {
    const late = await approvedPolicy(admin, 'Clean Desk Policy');
    const foreign = await approvedPolicy(stranger, 'Foreign Desk Policy');
    const db = await getDb();
    for (const id of [late.id, foreign.id])
      await db
        .update(policies)
        .set({ reviewDueOn: addDays(today, -2) })
        .where(eq(policies.id, id));
    const audit = await createInternalAudit(admin, auditInput);
    const finding = await addFinding(admin, { auditId: audit.id, reference: 'A.5.15', description: 'Stale accounts', kind: 'minor' });
    await planNonconformity(admin, {
      id: finding.id,
      version: finding.version,
      cause: 'No review',
      correctiveAction: 'Review quarterly',
      ownerMemberId: admin.id,
      dueDate: addDays(today, -1),
    });
    const answer = await answerFromRecords(viewer, 'What is overdue?');
    expectEverySentenceCited(answer);
    expect(text(answer)).toContain(`The policy Clean Desk Policy was due for review on ${addDays(today, -2)}`);
    expect(text(answer)).toContain(`Minor nonconformity A.5.15 of the internal audit ${auditInput.title}`);
    expect(refs(answer)).toEqual(expect.arrayContaining([`policy:${late.id}`, `finding:${finding.id}`]));
    expect(answer.toolRecords.find((record) => record.ref === `finding:${finding.id}`)!.href).toBe(`/manage/isms/audits/${audit.id}`);
    expect(refs(answer)).not.toContain(`policy:${foreign.id}`);
    expect(text(answer)).not.toContain('Foreign Desk Policy');
  });
});

describe('the work due soon', () => {
  it('lists evidence about to expire once, and leaves it out of what is overdue', async () => {
    const due = addDays(today, 3);
    const item = await createEvidence(admin, { ...upload, name: 'Pen test report', expiresOn: due }, await uploads(pdfFile('pen.pdf')));
    const answer = await answerFromRecords(admin, 'What is due this week?');
    expectEverySentenceCited(answer);
    expect(text(answer)).toContain(`The evidence Pen test report expires on ${due} (in 3 days).`);
    // The uploader's renewal task is the same record: it is listed once.
    expect(text(answer)).not.toContain('Your task: Pen test report');
    expect(refs(answer)).toContain(`evidence:${item.id}`);
    expect(refs(await answerFromRecords(admin, 'What is overdue?'))).not.toContain(`evidence:${item.id}`);
    expect(refs(await answerFromRecords(stranger, 'What is due this week?'))).not.toContain(`evidence:${item.id}`);
  });
});

describe('where a topic is covered', () => {
  it("finds the organization's policies and the library's controls by words, never another organization's policy", async () => {
    const own = await createPolicy(admin, {
      name: 'Encryption Policy',
      description: '',
      framework: 'soc2',
      owner: 'Ana',
      reviewFrequency: '12',
    });
    const foreign = await createPolicy(stranger, {
      name: 'Encryption Standard',
      description: '',
      framework: 'soc2',
      owner: 'Bo',
      reviewFrequency: '12',
    });
    const answer = await answerFromRecords(viewer, 'Where do we cover encryption?');
    expectEverySentenceCited(answer);
    expect(refs(answer)).toContain(`policy:${own.id}`);
    expect(refs(answer)).toContain('control:CRY-02');
    expect(refs(answer)).not.toContain(`policy:${foreign.id}`);
    expect(text(answer)).toContain('The policy Encryption Policy (Draft, owner Ana) covers it.');
  });
});

describe('the record on screen', () => {
  it('says what a control needs: what it asks, its state, owner and evidence', async () => {
    const answer = await answerFromRecords(viewer, 'What does this control need?', {
      path: '/manage/frameworkManage',
      kind: 'control',
      id: 'CRY-02',
    });
    expectEverySentenceCited(answer);
    expect(text(answer)).toContain('CRY-02 Encryption at rest asks: Encrypt databases');
    expect(text(answer)).toMatch(/For SOC 2 Type II it meets CC6\.1/);
    expect(text(answer)).toContain(`Its state is In Progress, and its owner is ${mate.displayName}.`);
    expect(text(answer)).toContain('No evidence item counts for it');
  });

  it("describes the organization's policy on screen, and nothing of another organization's", async () => {
    const own = await createPolicy(admin, {
      name: 'Backup Policy',
      description: 'How we back up.',
      framework: 'soc2',
      owner: 'Ana',
      reviewFrequency: '12',
    });
    const page = { path: `/manage/policies/${own.id}`, kind: 'policy' as const, id: own.id };
    const answer = await answerFromRecords(viewer, 'Who owns this policy?', page);
    expectEverySentenceCited(answer);
    expect(text(answer)).toContain('Backup Policy is Draft, version');
    expect(refs(answer)).toEqual([`policy:${own.id}`]);
    expect(await answerFromRecords(stranger, 'Who owns this policy?', page)).toEqual({ sentences: [], toolRecords: [], understood: true });
  });

  it('describes a finding on screen', async () => {
    const audit = await createInternalAudit(admin, { ...auditInput, title: 'Access audit' });
    const finding = await addFinding(admin, { auditId: audit.id, reference: 'A.8.2', description: 'Shared admin account', kind: 'major' });
    const page = { path: `/manage/isms/audits/${audit.id}`, kind: 'finding' as const, id: finding.id };
    const answer = await answerFromRecords(viewer, 'Explain this finding', page);
    expectEverySentenceCited(answer);
    expect(text(answer)).toContain('A.8.2 is a major nonconformity of the internal audit Access audit: Shared admin account');
    expect((await answerFromRecords(stranger, 'Explain this finding', page)).sentences).toEqual([]);
  });
});

it('answers nothing to a question that needs a model', async () => {
  expect(await answerFromRecords(admin, 'Draft an encryption policy')).toEqual({ sentences: [], toolRecords: [], understood: false });
});
