/** @jest-environment node */
import { questionnaireSummaryDocument, renderQuestionnaireSummary, type QuestionnaireSummary } from '@/lib/questionnaires/workbook';
import { readPdf } from '../../reports/pdf-support';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const SUMMARY: QuestionnaireSummary = {
  title: 'Northwind supplier review 2026',
  organizationName: 'Acme Cloud Ltd',
  fileName: 'security-questionnaire.xlsx',
  receivedOn: '2026-05-04',
  generatedAt: new Date('2026-05-12T15:45:00Z'),
  items: [
    {
      question: { sheet: 'Security Questionnaire', row: 5, text: 'Is MFA required for all employees?', section: '1. Access Control' },
      answer: 'Yes. Every employee signs in with a second factor.',
      status: 'approved',
      confidence: 0.91,
      sources: [
        { type: 'policy', id: 'p1', label: 'Access Control Policy v3 \u00a7 4.2', version: '3' },
        { type: 'control', id: 'c1', label: 'AC-03' },
      ],
      approvedBy: 'Dana Reyes',
      approvedAt: new Date('2026-05-11T10:00:00Z'),
    },
    {
      question: { sheet: 'Security Questionnaire', row: 12, text: 'Is customer data encrypted at rest?', section: '2. Data Protection' },
      answer: 'Yes, with AES-256.',
      status: 'suggested',
      confidence: 0.64,
      sources: [{ type: 'evidence', id: 'e1', label: 'Storage encryption settings', version: '2026-04' }],
      approvedBy: null,
      approvedAt: null,
    },
    {
      question: { sheet: 'Security Questionnaire', row: 13, text: 'Do you maintain cyber insurance?', section: '2. Data Protection' },
      answer: null,
      status: 'unanswered',
      confidence: null,
      sources: [],
      approvedBy: null,
      approvedAt: null,
    },
  ],
};

describe('the questionnaire summary', () => {
  it('is a report of one section per sheet, with one table per question section', () => {
    const doc = questionnaireSummaryDocument(SUMMARY);
    expect(doc).toMatchObject({ kind: 'Questionnaire', period: { start: '2026-05-04', end: '2026-05-12' }, landscape: true });
    expect(doc.sections).toHaveLength(1);
    const [section] = doc.sections;
    expect(section!.paragraphs).toEqual(['3 questions: 2 answered from the records, 1 with no answer found, 1 approved.']);
    expect(section!.tables.map((table) => table.title)).toEqual(['1. Access Control', '2. Data Protection']);
    expect(section!.tables[0]!.rows).toEqual([
      [
        '5',
        'Is MFA required for all employees?',
        'Yes. Every employee signs in with a second factor.',
        '91%',
        'Access Control Policy v3 \u00a7 4.2\nAC-03',
        'Dana Reyes, 2026-05-11',
      ],
    ]);
    expect(section!.tables[1]!.rows.map((row) => row.slice(2))).toEqual([
      ['Yes, with AES-256.', '64%', 'Storage encryption settings (version 2026-04)', 'Suggested, not reviewed'],
      ['No answer found in your records', '\u2014', '\u2014', 'Not approved'],
    ]);
  });

  it('renders as a PDF with the questions, answers, sources and approvals', async () => {
    const pdf = await renderQuestionnaireSummary(SUMMARY);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const all = flat((await readPdf(pdf)).join(' '));
    for (const expected of [
      'Acme Cloud Ltd',
      'Northwind supplier review 2026',
      'Answers to security-questionnaire.xlsx',
      'Is MFA required for all employees?',
      'Every employee signs in with a second factor.',
      'AC-03',
      'Storage encryption settings',
      'Dana Reyes, 2026-05-11',
      'No answer found in your records',
      'Confidence',
      '91%',
      '64%',
    ]) {
      expect(all).toContain(expected);
    }
  }, 30_000);

  it('never cuts a word in two, however long the answer beside it', async () => {
    const item = SUMMARY.items[0]!;
    const pdf = await renderQuestionnaireSummary({
      ...SUMMARY,
      items: [
        {
          ...item,
          question: {
            ...item.question,
            text: `Describe the roles and responsibilities of your security team. ${'Please be thorough. '.repeat(20)}`,
          },
          answer: `Yes. ${'Security responsibilities are assigned to named roles in writing. '.repeat(40)}`,
          sources: [{ type: 'policy', id: 'p9', label: 'Information Security Policy v2 \u00a7 3 Roles and Responsibilities' }],
        },
      ],
    });
    const all = (await readPdf(pdf)).join('\n');
    expect(all).toMatch(/Roles\s+and\s+Responsibilities/);
    expect(all).not.toMatch(/Responsibilit\S*\s+\S*ies/);
  }, 30_000);
});
