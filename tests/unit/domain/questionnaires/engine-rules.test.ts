import { frameworkFact, KnowledgeIndex, MIN_CONFIDENCE } from '@/lib/domain/questionnaires';
import { demoLikeKnowledge } from './fixtures';

// Which record answers and how, before the calibration decides what confidence to show and whether to withhold it.
const index = new KnowledgeIndex(demoLikeKnowledge);
const scored = (question: string) => index.scored(question);
const cited = (question: string) => scored(question).sources.map((source) => source.id);

describe('the control that is exactly about the question', () => {
  it.each([
    ['Is separation of duties enforced?', 'GOV-05'],
    ['Do you use transport encryption for all data transmitted over public networks?', 'CRY-03'],
    ['Do you perform static analysis of source code?', 'SDL-04'],
    ['Do new hires sign confidentiality agreements?', 'HR-02'],
    ['Do you have penetration tests performed by a third party?', 'VUL-02'],
    ['Do you use a web application firewall?', 'VUL-04'],
  ])('%s is answered Yes from %s', (question, control) => {
    const suggestion = scored(question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe(control);
  });
});

describe('a Yes only from a record that names the thing asked', () => {
  it('never answers from a policy Scope or Purpose section, nor from its template sentences', () => {
    for (const question of ['Do you have network security requirements?', 'Is every activity given a named owner?']) {
      const sources = scored(question).sources.map((source) => source.label);
      expect(sources.some((label) => /§ (?:1 Purpose|2 Scope|3\.\d Policy Statements)$/.test(label))).toBe(false);
    }
  });

  it('gives no Yes from a control that only says to decide whether (a DPO)', () => {
    expect(scored('Do you have a Data Protection Officer (DPO)?').kind).not.toBe('yes');
  });

  it('does not answer a policy question from a control about something narrower', () => {
    expect(scored('Do you have a data privacy policy?').kind).not.toBe('yes');
  });

  it('does not answer third-party management from open-source components', () => {
    expect(cited('Do you have a third-party management process?')).not.toContain('SDL-09');
  });

  it('answers a disciplinary process from its control, not from forensic evidence handling', () => {
    expect(cited('Do you have a disciplinary process for employees who violate security policies?')).toEqual(['HR-04']);
  });

  it('answers a CAIQ question wrapped in its standard wording from the policy in force', () => {
    const suggestion = scored(
      'DSP-16.1 Are data retention policies and procedures established, documented, approved, communicated, applied, evaluated and maintained?',
    );
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.answer).toBe('Yes. Our Data Retention Policy (v3.0) is approved and in force.');
    expect(suggestion.sources[0]?.label).toBe('Data Retention Policy v3.0');
  });

  it('answers with what the record says, never with a scope sentence', () => {
    const suggestion = scored('Do you use a web application firewall?');
    expect(suggestion.answer).toMatch(/^Yes\. Our control Public web application protection \(VUL-04\) is implemented: protect/);
  });
});

describe('evidence cited with a control', () => {
  it('is cited only when it is about the question', () => {
    expect(cited('Do you back up data?')).toEqual(['BCP-04']);
    expect(cited('Do you have a disciplinary process for employees who violate security policies?')).toEqual(['HR-04']);
  });
});

describe('framework questions', () => {
  const frameworks = new KnowledgeIndex([
    frameworkFact({ id: 'gdpr', name: 'GDPR', percent: 95 }, [
      {
        name: 'GDPR Compliance Assessment',
        type: 'external',
        status: 'completed',
        result: 'Pass',
        auditor: 'PwC',
        startOn: '2026-09-01',
        endOn: '2026-09-26',
      },
    ]),
    frameworkFact({ id: 'pci-dss', name: 'PCI DSS', percent: 90 }, []),
    frameworkFact({ id: 'soc2', name: 'SOC 2 Type II', percent: 80 }, [
      {
        name: 'SOC 2 Type II Annual Audit',
        type: 'external',
        status: 'scheduled',
        result: 'Pending',
        auditor: 'Deloitte',
        startOn: '2027-01-12',
        endOn: '2027-01-30',
      },
      {
        name: 'SOC 2 Readiness Review',
        type: 'internal',
        status: 'completed',
        result: 'Pass',
        auditor: 'Internal Audit Team',
        startOn: '2026-03-01',
        endOn: '2026-03-20',
      },
    ]),
  ]);

  it.each([
    ['Are you GDPR compliant?', 'yes'],
    ['Do you comply with PCI DSS?', 'no'],
    ['Do you have a SOC 2 report?', 'no'],
    ['Is your organization SOC 2 Type II certified?', 'no'],
  ])('%s is answered %s from the audits', (question, kind) => {
    const suggestion = frameworks.suggest(question);
    expect(suggestion.kind).toBe(kind);
    expect(suggestion.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
  });
});

describe('a data center', () => {
  const physical = new KnowledgeIndex([
    {
      id: 'policy-physical',
      type: 'policy',
      label: 'Physical Security Policy v1.0 § 4 Policy Statements',
      version: 'v1.0',
      title: 'Physical Security Policy Policy Statements',
      text: 'Physical access to offices and equipment rooms is controlled with badges by role.',
    },
  ]);

  it('is a kind of facility of its own: a rule for offices gives no Yes about it', () => {
    expect(physical.scored('Is physical access to offices controlled with badges?').kind).toBe('yes');
    expect(physical.scored('Is physical access to data centers controlled with badges?').kind).not.toBe('yes');
  });
});
