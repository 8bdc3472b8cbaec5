import { auditScopeAnswer } from '@/lib/domain/questionnaires/audit-scope';
import { controlDocument as control } from '../../../support/knowledge-documents';

const internalAudit = control('AUD-01', 'Internal audit', 'Audit the security and privacy program against its policies at least yearly.');
const auditProgramme = control(
  'ISM-05',
  'Internal audit programme',
  'Plan internal audits of the management system over a cycle that covers every clause and area in scope.',
);
const independentAssessment = control(
  'AUD-02',
  'Independent external assessment',
  'Have qualified outside parties assess the security program periodically and after major changes.',
);
const records = [internalAudit, auditProgramme, independentAssessment];
const cited = (question: string, documents = records) => auditScopeAnswer(question, documents)?.records.map((record) => record.id);

describe("an audit's whole scope", () => {
  it('is a Yes from the audit control that says it covers every area, cited with the same audit’s other controls', () => {
    const question =
      'Does the scope of your internal assessment include the entire security and privacy program, as well as all operations and systems?';
    expect(auditScopeAnswer(question, records)?.kind).toBe('yes');
    expect(cited(question)).toEqual(['ISM-05', 'AUD-01']);
  });

  it('is not told of an audit only said to assess the security program', () => {
    expect(cited('Does the scope of these third party audits include the entire security and privacy program?')).toBeUndefined();
  });

  it('is not told from a control not implemented', () => {
    const planned = control('ISM-05', auditProgramme.title!, auditProgramme.text, 'in-progress');
    expect(cited('Does the scope of your internal audit include all operations?', [internalAudit, planned])).toBeUndefined();
  });

  it('is not read into a question naming one part of the scope, nor into audit logs', () => {
    expect(cited('Does the scope of your internal audit include the payroll system?')).toBeUndefined();
    expect(cited('Are audit logs available that include all of the following: login, logout?')).toBeUndefined();
  });
});
