/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Member } from '@/lib/workspace/member';
import { approvePolicy, createPolicy, submitPolicy, updatePolicy } from '@/lib/workspace/policies';
import { createQuestionnaire, exportQuestionnaire, pageQuestions, suggestQuestionnaireAnswers } from '@/lib/workspace/questionnaires';
import type { QuestionnaireRecord } from '@/lib/schemas/questionnaires/records';
import { readPdf } from '../../reports/pdf-support';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('questionnaire-export');

const TODAY = '2026-11-23';
const FIXTURE = readFileSync(path.join(process.cwd(), 'tests/fixtures/questionnaires/security-questionnaire.xlsx'));

let member: Member;
let viewer: Member;
let workbook: QuestionnaireRecord;

beforeAll(async () => {
  const admin = await founder('Export Owner', 'Questionnaire Export Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  const draft = await createPolicy(admin, {
    name: 'Cryptography Policy',
    description: '',
    framework: 'soc2',
    owner: 'Ana',
    reviewFrequency: '12',
  });
  const body = '## Encryption\n\nCustomer data is encrypted at rest with AES-256. All data in transit is encrypted with TLS 1.2 or higher.';
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
  workbook = await suggestQuestionnaireAnswers(member, workbook, new Date(`${TODAY}T10:00:00Z`));
}, 60_000);

describe('exports of suggested answers', () => {
  it('lists each suggested answer in the CSV, marked as suggested with its confidence', async () => {
    const { rows } = await pageQuestions(viewer, workbook.id, 'needs-review', 1);
    const suggested = rows[0]!;
    expect(suggested.suggestion!.answer).toBeTruthy();
    const csv = new TextDecoder().decode((await exportQuestionnaire(viewer, workbook.id, 'csv')).bytes);
    const line = csv.split('\r\n').find((each) => each.includes(suggested.text.slice(0, 40)))!;
    expect(line).toContain(suggested.suggestion!.answer!.slice(0, 30));
    expect(line).toContain(`"Suggested, not reviewed",${Math.round(suggested.suggestion!.confidence * 100)}%`);
    expect(csv.split('\r\n')[0]).toBe('Sheet,Row,Section,Question,Answer,Status,Confidence,Sources,Approved by');
  });

  it('shows each suggested answer with its confidence in the PDF summary', async () => {
    const { rows } = await pageQuestions(viewer, workbook.id, 'needs-review', 1);
    const pdf = await exportQuestionnaire(viewer, workbook.id, 'pdf');
    const text = (await readPdf(pdf.bytes)).join(' ');
    expect(text).toContain('Confidence');
    expect(text).toContain(`${Math.round(rows[0]!.suggestion!.confidence * 100)}%`);
    expect(text).toContain('Suggested, not reviewed');
  }, 30_000);
});
