/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { WORKBOOK_MESSAGES } from '@/lib/questionnaires/workbook';
import { fileStorage } from '@/lib/storage';
import { recordHistory } from '@/lib/workspace/activity';
import { deleteOrganization } from '@/lib/workspace/bulk-delete';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { approvePolicy, createPolicy, submitPolicy, updatePolicy } from '@/lib/workspace/policies';
import {
  changeQuestionnaireColumns,
  createQuestionnaire,
  exportQuestionnaire,
  listLibraryAnswers,
  listQuestionnaires,
  NO_QUESTIONS_IN_COLUMNS,
  pageQuestions,
  questionFilterCounts,
  questionnaireSetup,
  readQuestionnaire,
  saveQuestionAnswer,
  suggestQuestionnaireAnswers,
} from '@/lib/workspace/questionnaires';
import type { QuestionnaireRecord } from '@/lib/schemas/questionnaires/records';
import { organizationStorage } from '@/lib/workspace/storage-quota';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('questionnaire-records');

const TODAY = '2026-11-23';
const FIXTURE = readFileSync(path.join(process.cwd(), 'tests/fixtures/questionnaires/security-questionnaire.xlsx'));
const CSV = new TextEncoder().encode(
  'Question,Answer,Notes\r\nAre encryption keys rotated?,,keep me\r\nAre zebra stripes counted every morning?,,\r\n',
);

let admin: Member;
let member: Member;
let viewer: Member;
let outsider: Member;
let workbook: QuestionnaireRecord;
let small: QuestionnaireRecord;

beforeAll(async () => {
  admin = await founder('Questionnaire Owner', 'Questionnaire Records Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  outsider = await founder('Outsider', 'Other Org');
  const draft = await createPolicy(admin, {
    name: 'Cryptography Policy',
    description: '',
    framework: 'soc2',
    owner: 'Ana',
    reviewFrequency: '12',
  });
  const body = '## Keys\n\nEncryption keys are rotated every ninety days by the platform team.';
  const edited = await updatePolicy(
    admin,
    {
      id: draft.id,
      version: draft.version,
      name: draft.name,
      description: '',
      owner: 'Ana',
      frameworks: ['soc2'],
      reviewFrequency: '12',
      body,
    },
    TODAY,
  );
  const submitted = await submitPolicy(admin, edited.id, edited.version, TODAY);
  await approvePolicy(admin, submitted.id, submitted.version, TODAY);
  workbook = await createQuestionnaire(
    member,
    { name: 'Northwind review', customer: 'Northwind' },
    { name: 'security-questionnaire.xlsx', bytes: FIXTURE },
  );
  small = await createQuestionnaire(admin, { name: 'Small CSV', customer: '' }, { name: 'small.csv', bytes: CSV });
}, 60_000);

describe('createQuestionnaire', () => {
  it('reads the questions sheet with its guessed columns and writes its activity row', async () => {
    expect(workbook).toMatchObject({
      sheet: 'Security Questionnaire',
      headerRow: 3,
      questionColumn: 2,
      yesNoColumn: 3,
      answerColumn: 4,
      format: 'xlsx',
      status: 'imported',
      questionCount: 60,
      approvedCount: 0,
      customer: 'Northwind',
    });
    expect((await recordHistory(admin, workbook.id)).map((entry) => entry.summary)).toEqual([
      'Imported the questionnaire Northwind review (60 questions)',
    ]);
  });

  it('refuses a file it cannot read with the reader message, and a viewer', async () => {
    const legacy = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);
    expect(await refusal(createQuestionnaire(admin, { name: 'Old', customer: '' }, { name: 'old.xls', bytes: legacy }))).toMatchObject({
      status: 422,
      message: WORKBOOK_MESSAGES['legacy-xls'],
    });
    expect(
      await refusal(createQuestionnaire(admin, { name: 'Empty', customer: '' }, { name: 'e.csv', bytes: new Uint8Array() })),
    ).toMatchObject({
      message: WORKBOOK_MESSAGES.empty,
    });
    expect((await refusal(createQuestionnaire(viewer, { name: 'No', customer: '' }, { name: 'q.csv', bytes: CSV }))).status).toBe(403);
    expect((await listQuestionnaires(admin)).map((each) => each.name)).toEqual(['Small CSV', 'Northwind review']);
  });
});

describe('reads', () => {
  it("lists only the member organization's questionnaires; another organization's id is not found", async () => {
    expect(await listQuestionnaires(outsider)).toEqual([]);
    expect((await refusal(readQuestionnaire(outsider, workbook.id))).status).toBe(404);
    expect((await refusal(pageQuestions(outsider, workbook.id, '', 1))).status).toBe(404);
    expect((await refusal(exportQuestionnaire(outsider, workbook.id, 'pdf'))).status).toBe(404);
    expect((await refusal(readQuestionnaire(admin, UNKNOWN_ID))).status).toBe(404);
    expect((await readQuestionnaire(viewer, workbook.id)).questionCount).toBe(60);
  });

  it('pages the questions in the database, in their order', async () => {
    const first = await pageQuestions(viewer, workbook.id, '', 1);
    expect(first).toMatchObject({ total: 60, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ position: 1, row: 5, sheet: 'Security Questionnaire' });
    expect((await pageQuestions(viewer, workbook.id, '', 3)).rows[19]!.position).toBe(60);
  });

  it('previews another column choice with its question count', async () => {
    const setup = await questionnaireSetup(viewer, workbook.id, {
      sheet: 'Security Questionnaire',
      choice: { headerRow: 3, questionColumn: 2, answerColumn: 4, yesNoColumn: 3 },
    });
    expect(setup.questionCount).toBe(60);
    expect(setup.guesses.map((guess) => guess.sheet)).toEqual(['Instructions', 'Security Questionnaire']);
    expect((await refusal(questionnaireSetup(outsider, workbook.id))).status).toBe(404);
  });
});

describe('changeQuestionnaireColumns', () => {
  const input = (record: QuestionnaireRecord) => ({
    id: record.id,
    version: record.version,
    sheet: 'Security Questionnaire',
    headerRow: 3,
    questionColumn: 2,
    answerColumn: 5,
    yesNoColumn: null,
  });

  it('refuses a viewer, another organization, a stale version and a column without questions', async () => {
    expect((await refusal(changeQuestionnaireColumns(viewer, input(workbook)))).status).toBe(403);
    expect((await refusal(changeQuestionnaireColumns(outsider, input(workbook)))).status).toBe(404);
    expect(await refusal(changeQuestionnaireColumns(admin, { ...input(workbook), version: 9 }))).toMatchObject({ message: STALE_MESSAGE });
    expect(await refusal(changeQuestionnaireColumns(admin, { ...input(workbook), questionColumn: 5, answerColumn: 4 }))).toMatchObject({
      message: NO_QUESTIONS_IN_COLUMNS,
    });
  });

  it('reads the questions again by the new columns', async () => {
    const changed = await changeQuestionnaireColumns(admin, input(workbook));
    expect(changed).toMatchObject({ answerColumn: 5, yesNoColumn: null, version: workbook.version + 1, questionCount: 60 });
    workbook = await changeQuestionnaireColumns(admin, { ...input(changed), answerColumn: 4, yesNoColumn: 3 });
    expect(workbook.answerColumn).toBe(4);
  });
});

describe('suggestions, answers and exports', () => {
  it('refuses a viewer and another organization', async () => {
    expect((await refusal(suggestQuestionnaireAnswers(viewer, small))).status).toBe(403);
    expect((await refusal(suggestQuestionnaireAnswers(outsider, small))).status).toBe(404);
  });

  it('stores a suggestion per question, citing the records, and none where nothing answers', async () => {
    small = await suggestQuestionnaireAnswers(member, small, new Date(`${TODAY}T10:00:00Z`));
    expect(small.status).toBe('in-review');
    const { rows } = await pageQuestions(viewer, small.id, '', 1);
    expect(rows[0]!.suggestion).toMatchObject({
      kind: 'yes',
      answer: 'Yes. Encryption keys are rotated every ninety days by the platform team.',
    });
    expect(rows[0]!.suggestion!.sources[0]).toMatchObject({ type: 'policy' });
    expect(rows[0]!.suggestion!.confidence).toBeGreaterThan(0);
    expect(rows[1]!.suggestion).toMatchObject({ answer: null, sources: [] });
    expect(await questionFilterCounts(viewer, small.id)).toEqual({ unanswered: 1, 'needs-review': 1, approved: 0 });
    expect(await refusal(suggestQuestionnaireAnswers(member, { id: small.id, version: 1 }))).toMatchObject({ message: STALE_MESSAGE });
  });

  it('saves an edit, approves an answer into the library, and refuses viewers, outsiders and stale versions', async () => {
    const [keys, zebra] = (await pageQuestions(viewer, small.id, '', 1)).rows;
    const base = { questionnaireId: small.id, id: keys!.id, version: keys!.version, answer: 'Yes. Every ninety days.' };
    expect((await refusal(saveQuestionAnswer(viewer, { ...base, intent: 'approve' }))).status).toBe(403);
    expect((await refusal(saveQuestionAnswer(outsider, { ...base, intent: 'approve' }))).status).toBe(404);
    expect((await refusal(saveQuestionAnswer(admin, { ...base, questionnaireId: workbook.id, intent: 'approve' }))).status).toBe(404);
    const approved = await saveQuestionAnswer(member, { ...base, intent: 'approve' });
    expect(approved).toMatchObject({ answer: 'Yes. Every ninety days.', kind: 'yes', approvedByName: member.displayName });
    expect(await refusal(saveQuestionAnswer(member, { ...base, intent: 'save' }))).toMatchObject({ message: STALE_MESSAGE });
    const library = await listLibraryAnswers(viewer);
    expect(library).toHaveLength(1);
    expect(library[0]).toMatchObject({ question: 'Are encryption keys rotated?', answer: 'Yes. Every ninety days.', stale: false });
    expect(library[0]!.sources[0]).toMatchObject({ type: 'policy' });
    const edited = await saveQuestionAnswer(admin, {
      questionnaireId: small.id,
      id: zebra!.id,
      version: zebra!.version,
      answer: 'We do not keep zebras.',
      intent: 'save',
    });
    expect(edited).toMatchObject({ kind: 'text', approvedAt: null });
    expect(await questionFilterCounts(viewer, small.id)).toEqual({ unanswered: 0, 'needs-review': 1, approved: 1 });
    expect((await pageQuestions(viewer, small.id, 'approved', 1)).rows.map((row) => row.id)).toEqual([keys!.id]);
    await saveQuestionAnswer(admin, {
      questionnaireId: small.id,
      id: zebra!.id,
      version: edited.version,
      answer: 'We do not keep zebras.',
      intent: 'approve',
    });
    expect((await readQuestionnaire(viewer, small.id)).status).toBe('approved');
    expect((await recordHistory(admin, small.id)).map((entry) => entry.summary)).toContain(
      'Approved the answer to "Are encryption keys rotated?" in Small CSV',
    );
  });

  it("exports the customer's CSV with the approved answers in the answer column, other cells unchanged", async () => {
    const file = await exportQuestionnaire(viewer, small.id, 'workbook');
    expect(file.fileName).toBe('small (answered).csv');
    const text = new TextDecoder().decode(file.bytes);
    expect(text).toContain('Are encryption keys rotated?,Yes. Every ninety days.,keep me');
    expect(text).toContain('Are zebra stripes counted every morning?,We do not keep zebras.,');
    const pdf = await exportQuestionnaire(viewer, small.id, 'pdf');
    expect(Buffer.from(pdf.bytes.subarray(0, 4)).toString()).toBe('%PDF');
    expect(pdf.fileName).toBe('Small CSV.pdf');
  });

  it("exports the customer's workbook with approved answers only, and a CSV of every question", async () => {
    const [first, second] = (await pageQuestions(admin, workbook.id, '', 1)).rows;
    await saveQuestionAnswer(admin, {
      questionnaireId: workbook.id,
      id: first!.id,
      version: first!.version,
      answer: 'Yes. We do.',
      intent: 'approve',
    });
    await saveQuestionAnswer(admin, {
      questionnaireId: workbook.id,
      id: second!.id,
      version: second!.version,
      answer: 'Draft only.',
      intent: 'save',
    });
    const file = await exportQuestionnaire(viewer, workbook.id, 'workbook');
    expect(file.fileName).toBe('security-questionnaire (answered).xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Security Questionnaire')!;
    expect(sheet.getCell(first!.row, 4).value).toBe('Yes. We do.');
    expect(sheet.getCell(first!.row, 3).value).toBe('Yes');
    expect(sheet.getCell(second!.row, 4).value).toBeNull();
    expect(sheet.getCell(3, 2).value).toBe('Question');
    const csv = new TextDecoder().decode((await exportQuestionnaire(viewer, workbook.id, 'csv')).bytes);
    expect(csv.split('\r\n')).toHaveLength(62);
    expect(csv).toContain('Yes. We do.');
    // An answer edited but not approved is listed as such, never as approved.
    expect(csv).toContain('Draft only.,"Edited, not approved"');
    expect(csv).toContain('Yes. We do.,Approved');
  });
});

describe('the stored file', () => {
  it('counts against the storage quota and goes with its organization', async () => {
    const owner = await founder('Short-lived', 'Short-lived Org');
    const record = await createQuestionnaire(owner, { name: 'Kept file', customer: '' }, { name: 'kept.csv', bytes: CSV });
    expect((await organizationStorage(owner)).usedBytes).toBe(CSV.byteLength);
    const key = `organizations/${owner.organizationId}/questionnaires/${record.id}/original`;
    expect(await fileStorage().get(key)).toEqual(CSV);
    expect(await deleteOrganization(owner)).toEqual({ files: 1 });
    expect(await fileStorage().get(key)).toBeNull();
  });
});
