import { frameworkFact, KnowledgeIndex } from '@/lib/domain/questionnaires';
import { asksForStandards, standardsAnswer } from '@/lib/domain/questionnaires/standards';
import { controlDocument as control } from '../../../support/knowledge-documents';

const internalAudit = control(
  'AUD-01',
  'Internal audit',
  'Audit the security and privacy program against its policies and the frameworks in scope at least yearly. Owner: Sam.',
);
const independentAssessment = control(
  'AUD-02',
  'Independent external assessment',
  'Have qualified outside parties assess the security program periodically, such as a SOC 2 audit or ISO certification audit.',
);
const gdprPassed = frameworkFact({ id: 'gdpr', name: 'GDPR', percent: 95 }, [
  {
    name: 'GDPR Compliance Assessment',
    type: 'external',
    status: 'completed',
    result: 'Pass',
    auditor: 'PwC',
    startOn: '2026-09-01',
    endOn: '2026-09-26',
  },
]);
const soc2Scheduled = frameworkFact({ id: 'soc2', name: 'SOC 2 Type II', percent: 80 }, [
  {
    name: 'SOC 2 Type II Annual Audit',
    type: 'external',
    status: 'scheduled',
    result: 'Pending',
    auditor: 'Deloitte',
    startOn: '2027-01-12',
    endOn: '2027-01-30',
  },
]);

const cited = (answer: ReturnType<typeof standardsAnswer>) => answer?.records.map((record) => record.id);

describe('which standards a question asks the organization is held to', () => {
  it.each([
    'Do you conform with a specific industry standard security framework (e.g., NIST Cybersecurity Framework, ISO 27001, etc.)?',
    'What standards does the audit comply with?',
    "Does your internal assessment audit your company's compliance with any specific information security or privacy standards?",
    'Is compliance verified regarding all relevant standards, regulations, and statutory requirements applicable to the audit?',
    'Which security frameworks do you follow?',
    "What's the name of the standard or set of best practices that your security program is based on?",
  ])('reads "%s" as asking for them', (question) => {
    expect(asksForStandards(question)).toBe(true);
  });

  it.each([
    ['a technical standard', 'Do you follow a secure coding standard?'],
    ['build standards', 'Are your hardening and build standards audited?'],
    ['"standard" qualifying a thing', 'Do you audit the standard builds of your client fleet to ensure they conform to your policies?'],
    ['a data center', 'Are the data centers certified in some way (e.g., TIA-942, ISO 27001)? If yes, list the certifications:'],
    ['the staff', 'Which certifications do your security staff hold?'],
    ['a thing based on industry standards', 'Is your encryption based on industry standards?'],
    ['how often', 'Are independent audit and assurance assessments conducted according to relevant standards at least annually?'],
    [
      'a preamble',
      'Privacy standards, such as a PCI DSS compliance program, are often limited to some operations. Does your program cover all your systems?',
    ],
  ])('does not read a question about %s so', (_kind, question) => {
    expect(asksForStandards(question)).toBe(false);
  });
});

describe('the answer from the framework facts', () => {
  const records = [internalAudit, independentAssessment, soc2Scheduled, gdprPassed];

  it('describes each framework as its fact says, a scheduled audit never as done', () => {
    const answer = standardsAnswer('Which security frameworks do you follow?', records);
    expect(answer?.kind).toBe('text');
    expect(cited(answer)).toEqual(['framework:gdpr', 'framework:soc2']);
    expect(answer?.answer).toContain('We are GDPR compliant');
    expect(answer?.answer).toContain('We are not yet SOC 2 Type II compliant');
    expect(answer?.answer).toContain('is scheduled from 2027-01-12');
  });

  it('says Yes to whether the internal audit checks a standard, from the internal audit control', () => {
    const answer = standardsAnswer(
      'Does your internal assessment audit your compliance with any specific information security or privacy standards?',
      records,
    );
    expect(answer?.kind).toBe('yes');
    expect(cited(answer)).toEqual(['AUD-01', 'framework:gdpr', 'framework:soc2']);
  });

  it('says Yes to whether the independent audit checks a standard only after a framework passed one', () => {
    const question = 'Does the independent audit include checking your compliance with any specific security standard?';
    expect(cited(standardsAnswer(question, records))?.[0]).toBe('AUD-02');
    expect(standardsAnswer(question, [internalAudit, independentAssessment, soc2Scheduled])).toBeNull();
  });

  it('gives no Yes from an audit control not implemented', () => {
    const planned = control('AUD-01', 'Internal audit', internalAudit.text, 'in-progress');
    expect(standardsAnswer('Does your internal audit check compliance with any security standards?', [planned, gdprPassed])).toBeNull();
  });

  it('gives no answer to an organization that follows no framework', () => {
    expect(standardsAnswer('Which security frameworks do you follow?', [internalAudit, independentAssessment])).toBeNull();
  });

  it('says No to an audit undergone while it is only scheduled, never Yes', () => {
    const scheduled = new KnowledgeIndex(records).scored('Have you undergone a SSAE 18/SOC 2 audit?');
    expect(scheduled.kind).toBe('no');
    expect(scheduled.sources[0]?.id).toBe('framework:soc2');
    expect(scheduled.answer).toContain('have not undergone its independent audit');
  });

  it('is what the answerer suggests, cited to the facts', () => {
    const suggestion = new KnowledgeIndex(records).scored('What standards does the audit comply with?');
    expect(suggestion.kind).toBe('text');
    expect(suggestion.sources.map((source) => source.id)).toEqual(['framework:gdpr', 'framework:soc2']);
  });
});
