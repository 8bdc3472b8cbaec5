/** @jest-environment node */
import { NO_ANSWER_FOUND, questionnaireCalibration, type AnswerSource, type Question } from '@/lib/domain/questionnaires';
import { recordHistory } from '@/lib/workspace/activity';
import { setControlState } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { approvePolicy, createPolicy, submitPolicy, updatePolicy } from '@/lib/workspace/policies';
import {
  approveLibraryAnswer,
  listLibraryAnswers,
  organizationKnowledge,
  sourceChangedMessage,
  suggestAnswers,
} from '@/lib/workspace/questionnaires';
import type { LibraryAnswerInput } from '@/lib/schemas/questionnaires/answers';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('questionnaires');

const TODAY = '2026-11-23';

let admin: Member;
let member: Member;
let viewer: Member;
let outsider: Member;

const question = (text: string): Question => ({ sheet: 'Security', row: 2, text, section: null });

/** A policy written, submitted and approved by `owner` with `body` as its text. */
async function approved(owner: Member, name: string, body: string) {
  const draft = await createPolicy(owner, { name, description: '', framework: 'soc2', owner: 'Ana', reviewFrequency: '12' });
  const edited = await updatePolicy(
    owner,
    { id: draft.id, version: draft.version, name, description: '', owner: 'Ana', frameworks: ['soc2'], reviewFrequency: '12', body },
    TODAY,
  );
  const submitted = await submitPolicy(owner, edited.id, edited.version, TODAY);
  return approvePolicy(owner, submitted.id, submitted.version, TODAY);
}

let keyPolicy: Awaited<ReturnType<typeof approved>>;

beforeAll(async () => {
  admin = await founder('Questionnaire Admin', 'Questionnaire Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  outsider = await founder('Outsider', 'Outsider Org');
  keyPolicy = await approved(
    admin,
    'Cryptography Policy',
    '## Keys\n\nEncryption keys are rotated every ninety days by the platform team.',
  );
  await approved(outsider, 'Zebra Policy', '## Stripes\n\nZebra stripes are counted by the outsider every morning.');
  await createPolicy(admin, {
    name: 'Draft Ferret Policy',
    description: 'Ferrets are fed hourly.',
    framework: 'soc2',
    owner: 'Ana',
    reviewFrequency: '12',
  });
  await setControlState(admin, 'AC-05', { state: 'implemented', reason: '', ownerMemberId: '', note: '', version: 0 });
}, 60_000);

const answerOf = (sources: AnswerSource[], overrides: Partial<LibraryAnswerInput> = {}): LibraryAnswerInput => ({
  question: 'Are encryption keys rotated?',
  answer: 'Yes. Keys are rotated every ninety days.',
  kind: 'yes',
  sources,
  version: 0,
  ...overrides,
});

const policySource = (): AnswerSource => ({
  type: 'policy',
  id: keyPolicy.id,
  label: 'Cryptography Policy v1.0 § 1 Keys',
  version: keyPolicy.versionLabel,
});

describe('organizationKnowledge', () => {
  it('holds the approved policies of the member organization, by section, and its controls', async () => {
    const knowledge = await organizationKnowledge(viewer, TODAY);
    const policy = knowledge.find((document) => document.type === 'policy' && document.id === keyPolicy.id);
    expect(policy).toMatchObject({ label: `Cryptography Policy ${keyPolicy.versionLabel} § 1 Keys`, version: keyPolicy.versionLabel });
    expect(knowledge.find((document) => document.type === 'control' && document.id === 'AC-05')).toMatchObject({
      state: 'implemented',
      version: 'implemented',
    });
  });

  it("never holds another organization's policies, nor a draft", async () => {
    const knowledge = await organizationKnowledge(admin, TODAY);
    const text = JSON.stringify(knowledge);
    expect(text).not.toContain('Zebra');
    expect(text).not.toContain('Ferret');
    expect(JSON.stringify(await organizationKnowledge(outsider, TODAY))).not.toContain('Cryptography Policy');
  });
});

describe('suggestAnswers', () => {
  it('answers from the organization own records, citing them', async () => {
    const [suggestion] = await suggestAnswers(viewer, [question('Are encryption keys rotated?')], TODAY);
    expect(suggestion!.kind).toBe('yes');
    expect(suggestion!.answer).toBe('Yes. Encryption keys are rotated every ninety days by the platform team.');
    expect(suggestion!.sources[0]).toMatchObject({ type: 'policy', id: keyPolicy.id, version: keyPolicy.versionLabel });
  });

  it("gives no answer from another organization's records", async () => {
    const [suggestion] = await suggestAnswers(admin, [question('Are zebra stripes counted every morning?')], TODAY);
    expect(suggestion!.answer).toBeNull();
    expect(NO_ANSWER_FOUND).toBe('No answer found in your records');
  });

  it('refuses an oversized questionnaire with a message', async () => {
    const error = await refusal(
      suggestAnswers(
        admin,
        Array.from({ length: 2001 }, () => question('Is MFA on?')),
        TODAY,
      ),
    );
    expect(error.status).toBe(422);
  });
});

describe('the answer library', () => {
  it('refuses a viewer, and writes nothing', async () => {
    expect((await refusal(approveLibraryAnswer(viewer, answerOf([policySource()])))).status).toBe(403);
    expect(await listLibraryAnswers(viewer)).toEqual([]);
  });

  it("does not find another organization's records as sources", async () => {
    const cites = [{ type: 'policy', id: keyPolicy.id, label: 'Theirs', version: keyPolicy.versionLabel }] as AnswerSource[];
    expect((await refusal(approveLibraryAnswer(outsider, answerOf(cites)))).status).toBe(404);
    expect((await refusal(approveLibraryAnswer(admin, answerOf([{ type: 'policy', id: UNKNOWN_ID, label: 'Unknown' }])))).status).toBe(404);
    expect((await refusal(approveLibraryAnswer(admin, answerOf([{ type: 'evidence', id: 'not-a-uuid', label: 'Unknown' }])))).status).toBe(
      404,
    );
    expect((await refusal(approveLibraryAnswer(admin, answerOf([{ type: 'control', id: 'XX-99', label: 'XX-99' }])))).status).toBe(404);
  });

  it('refuses bad input with a message', async () => {
    const error = await refusal(approveLibraryAnswer(member, answerOf([], { answer: '   ' })));
    expect(error).toMatchObject({ kind: 'invalid', message: 'Enter the answer.' });
  });

  it('refuses a source whose record changed since it was shown', async () => {
    const error = await refusal(approveLibraryAnswer(member, answerOf([{ ...policySource(), version: 'v0.9' }])));
    expect(error.status).toBe(409);
    expect(error.message).toBe(sourceChangedMessage('Cryptography Policy v1.0 § 1 Keys'));
  });

  it('approves an answer (members), pins its sources, writes its activity, and a second approval must carry its version', async () => {
    const saved = await approveLibraryAnswer(member, answerOf([policySource(), { type: 'control', id: 'AC-05', label: 'AC-05' }]));
    expect(saved).toMatchObject({ version: 1, stale: false, approvedByName: member.displayName });
    expect(saved.sources[1]).toEqual({ type: 'control', id: 'AC-05', label: 'AC-05', version: 'implemented' });
    expect((await recordHistory(admin, saved.id)).map((entry) => entry.summary)).toEqual([
      'Approved the answer to "Are encryption keys rotated?" into the answer library',
    ]);
    const again = await refusal(approveLibraryAnswer(admin, answerOf([policySource()], { question: 'ARE encryption keys   rotated' })));
    expect(again).toMatchObject({ status: 409, message: STALE_MESSAGE });
    const next = await approveLibraryAnswer(
      admin,
      answerOf([policySource(), { type: 'control', id: 'AC-05', label: 'AC-05' }], { version: 1 }),
    );
    expect(next.version).toBe(2);
    expect(await listLibraryAnswers(outsider)).toEqual([]);
  });

  it('suggests the approved answer again for the same question', async () => {
    const [suggestion] = await suggestAnswers(viewer, [question('Are encryption keys rotated?')], TODAY);
    // As sure as the surest answers graded on the benchmark, and no surer.
    const surest = questionnaireCalibration.steps.at(-1)!.right;
    expect(suggestion).toMatchObject({ answer: 'Yes. Keys are rotated every ninety days.', kind: 'yes', confidence: surest });
    expect(suggestion!.sources.map((source) => source.type)).toEqual(['library', 'policy', 'control']);
  });

  it('flags the answer stale when a cited control state changes, and suggests it no more', async () => {
    const [entry] = await listLibraryAnswers(viewer);
    expect(entry!.stale).toBe(false);
    await setControlState(admin, 'AC-05', { state: 'in-progress', reason: '', ownerMemberId: '', note: '', version: 1 });
    const [flagged] = await listLibraryAnswers(viewer);
    expect(flagged).toMatchObject({ stale: true, changedSources: [{ type: 'control', id: 'AC-05', version: 'implemented' }] });
    const [suggestion] = await suggestAnswers(viewer, [question('Are encryption keys rotated?')], TODAY);
    expect(suggestion!.sources[0]!.type).toBe('policy');
    await setControlState(admin, 'AC-05', { state: 'implemented', reason: '', ownerMemberId: '', note: '', version: 2 });
    expect((await listLibraryAnswers(viewer))[0]!.stale).toBe(false);
  });

  it('flags the answer stale when the cited policy version is no longer the approved one', async () => {
    await updatePolicy(
      admin,
      {
        id: keyPolicy.id,
        version: keyPolicy.version,
        name: 'Cryptography Policy',
        description: '',
        owner: 'Ana',
        frameworks: ['soc2'],
        reviewFrequency: '12',
        body: '## Keys\n\nKeys are rotated yearly.',
        revision: 'major',
      },
      TODAY,
    );
    const [flagged] = await listLibraryAnswers(viewer);
    expect(flagged!.stale).toBe(true);
    expect(flagged!.changedSources).toEqual([policySource()]);
    const [suggestion] = await suggestAnswers(viewer, [question('Are encryption keys rotated?')], TODAY);
    expect(suggestion!.answer).toBeNull();
  });
});
