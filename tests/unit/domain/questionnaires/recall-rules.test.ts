import { KnowledgeIndex, questionConcepts, TOPIC_WEIGHT, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { controlDocument as control } from '../../../support/knowledge-documents';

// Records worded the way a compliance team writes them, and questions worded the way customers ask: the answer must
// follow the meaning, not the exact words, without a Yes the record does not give.

const broadStatement: KnowledgeDocument = {
  id: 'policy-infosec',
  type: 'policy',
  label: 'Information Security Policy v2.0 § 4.2 Policy Statements: Protection of systems',
  version: 'v2.0',
  title: 'Information Security Policy Protection of systems',
  text: 'Systems are configured to a documented secure baseline, patched promptly and monitored for security events.',
};

const records: KnowledgeDocument[] = [
  broadStatement,
  control('TRN-01', 'Awareness training', 'Train everyone on security and privacy when they join and every year.'),
  control('CFG-02', 'Secure configuration baselines', 'Build systems from hardened baselines and detect drift from them.'),
  control('PAT-03', 'Patching', 'Install security patches on all systems within 30 days of release.'),
  control('BAK-04', 'Backups', 'Back up critical data daily and keep encrypted copies in a separate location.'),
  control('SES-05', 'Session timeout', 'End or lock sessions after a period of inactivity of 15 minutes or less.'),
  control('LOG-06', 'Log-on security', 'Lock accounts after repeated failed log-ins and alert the owner.'),
  control('LAP-07', 'Laptop hardening', 'Laptops are hardened before they are handed out.'),
];
const index = new KnowledgeIndex(records);
const scored = (question: string) => index.scored(question);

describe('words that add no condition', () => {
  it('answers Yes although the question says "mandatory" and the record does not', () => {
    const suggestion = scored('Is security awareness training mandatory for the whole workforce?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('TRN-01');
  });

  it('weighs a modality or a wrapper nothing, but keeps a scope such as contractors', () => {
    const weights = Object.fromEntries(
      questionConcepts('Is a strategy mandatory for contractors?').map((concept) => [concept.variants[0]!.join(' '), concept.weight]),
    );
    expect(weights).toEqual({ strategy: 0, mandatory: 0, contractor: TOPIC_WEIGHT });
    // A rule for everyone covers interns; it says nothing of customers.
    expect(scored('Is security awareness training mandatory for interns?').kind).toBe('yes');
    expect(scored('Is security awareness training mandatory for customers?').kind).not.toBe('yes');
  });
});

describe('a scope of systems', () => {
  it('is met by a record about every system, not by one about another kind of system', () => {
    const suggestion = scored('Do you install security patches on your servers?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('PAT-03');
    expect(scored('Are your servers hardened?').sources[0]?.id).not.toBe('LAP-07');
  });

  it('of client systems is met by a record about laptops or endpoints, not by one about systems in general', () => {
    expect(scored('Are client systems hardened?').sources[0]?.id).toBe('LAP-07');
    const withoutLaptops = new KnowledgeIndex(records.filter((record) => record.id !== 'LAP-07'));
    expect(withoutLaptops.scored('Are client systems hardened?').kind).not.toBe('yes');
  });
});

describe('the same practice in other words', () => {
  it.each([
    ['Do you have operating system build standards for servers?', 'CFG-02'],
    ['Do you manage the configuration of your servers?', 'CFG-02'],
    ['Do you keep backups off-site?', 'BAK-04'],
    ['Do you lock out an account after several failed login attempts?', 'LOG-06'],
    ['Do sessions log out after a period of inactivity?', 'SES-05'],
  ])('%s is answered Yes from %s', (question, id) => {
    const suggestion = scored(question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe(id);
  });

  it('prefers the control named after the practice to a policy statement that lists it among others', () => {
    expect(scored('Do you apply hardening standards to servers?').sources[0]?.id).toBe('CFG-02');
  });
});

describe('the level of access', () => {
  it('is a question about access rights, not a measure to drop', () => {
    expect(questionConcepts('What level of access do users have?').map((concept) => concept.topic)).toContain('least privilege');
  });
});

describe('an open question', () => {
  it('is answered less surely by a control still being put in place, which describes nothing yet', () => {
    const correlation = control('SIEM-08', 'Security event correlation', 'Correlate security events in a central SIEM.', 'in-progress');
    const inProgress = new KnowledgeIndex([...records, correlation]).scored('Describe how you correlate security events.');
    const implemented = new KnowledgeIndex([...records, { ...correlation, state: 'implemented', version: 'implemented' }]).scored(
      'Describe how you correlate security events.',
    );
    expect(inProgress.sources[0]?.id).toBe('SIEM-08');
    expect(implemented.sources[0]?.id).toBe('SIEM-08');
    expect(inProgress.confidence).toBeLessThan(implemented.confidence * 0.7);
  });
});

describe('a question asking for a measure', () => {
  it('is answered with the record that gives it, as a description', () => {
    const suggestion = scored('How long is the session timeout?');
    expect(suggestion.kind).toBe('text');
    expect(suggestion.sources[0]?.id).toBe('SES-05');
    expect(suggestion.answer).toContain('15 minutes or less');
    expect(suggestion.confidence).toBeGreaterThanOrEqual(0.8);
  });
});
