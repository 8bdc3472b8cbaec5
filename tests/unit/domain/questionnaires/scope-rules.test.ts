import { KnowledgeIndex, questionConcepts, questionCore, topicsOf, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { implementedControl as control } from '../../../support/knowledge-documents';

const policySection = (id: string, heading: string, text: string): KnowledgeDocument => ({
  id,
  type: 'policy',
  label: `Information Security Policy v3.2 § 4.5 ${heading}`,
  version: 'v3.2',
  title: `Information Security Policy ${heading}`,
  heading,
  text,
});

const scans = control(
  'VUL-01',
  'Vulnerability scanning',
  'Scan infrastructure, containers and applications for vulnerabilities at least quarterly.',
);
const malwareScans = control('OPS-05', 'Malware protection', 'Run anti-malware on laptops and scan removable media.');
const baselines = control(
  'OPS-07',
  'Secure configuration baselines',
  'Build systems from hardened baselines and remove unneeded services.',
);
const laptops = control('AST-08', 'Endpoint security', 'Protect laptops against malware and encrypt their disks.');
const onSystems = control('OPS-05', 'Malware protection', 'Run anti-malware on systems at risk.');
const protection = policySection('policy-protection', 'Protection of systems', 'Systems are patched and protected against malware.');

const scored = (knowledge: KnowledgeDocument[], question: string) => new KnowledgeIndex(knowledge).scored(question);

describe('a note in a question explains it', () => {
  const question =
    'Are all of the systems used in this project scanned for host-level vulnerabilities? (Note: This question does not refer to anti-malware scans.)';

  it('is neither asked nor read as wording the question in the negative', () => {
    expect(questionCore(question)).toBe('Are scanned for host vulnerabilities?');
    const suggestion = scored([scans, malwareScans], question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('VUL-01');
  });

  it('gives no Yes from the record the note rules out', () => {
    expect(scored([malwareScans], question).kind).not.toBe('yes');
  });
});

describe('a scope named from inside and outside', () => {
  it('is every system, covered by a rule for all systems', () => {
    const question = 'Are your hardening and build standards applied to both internal servers and externally exposed systems?';
    expect(questionCore(question)).toBe('Are your hardening and build standards applied to all servers and systems?');
    const suggestion = scored([baselines], question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('OPS-07');
  });

  it('reads "internal and external systems" as all systems', () => {
    expect(questionCore('Are internal and external systems scanned?')).toBe('Are all systems scanned?');
  });

  it('asks one thing offered as internal or external whoever provides it, with "either" no condition', () => {
    const question = 'Do you either have an internal incident response team or retain an external team?';
    expect(questionCore(question)).toBe('Do you either have an incident response team?');
    const weights = new Map(questionConcepts(questionCore(question)).map((c) => [c.variants[0]!.join(' '), c.weight]));
    expect(weights.get('either')).toBe(0);
  });

  it('keeps internal and external when each names a different thing', () => {
    const question = 'Do you use internal tools or external services?';
    expect(questionCore(question)).toBe(question);
  });

  it('stays a condition when only one side is named', () => {
    const question = 'Are your hardening and build standards applied to externally exposed systems?';
    expect(questionCore(question)).toBe(question);
    expect(scored([baselines], question).kind).not.toBe('yes');
  });
});

describe('the assets a practice protects', () => {
  const question = 'Are policies and procedures to protect against malware on managed assets established?';

  it('are met by a rule for the systems', () => {
    const suggestion = scored([protection], question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('policy-protection');
  });

  it('are answered whole by a policy section, though a control that names no document ranks higher', () => {
    const control05 = control(
      'OPS-05',
      'Malware protection of managed assets',
      'Protect managed assets against malware: anti-malware on every managed asset, and malware scans of the assets.',
    );
    const operations = policySection('policy-operations', 'Operations', 'Systems are patched and protected against malware.');
    expect(scored([control05], question).kind).toBe('text');
    const suggestion = scored([control05, operations], question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('policy-operations');
  });

  it('are not met by a rule for laptops alone', () => {
    expect(scored([laptops], question).kind).not.toBe('yes');
  });

  it('give no Yes to a question for a policy from a control that names none, with nothing that answers whole', () => {
    expect(scored([onSystems], question).kind).not.toBe('yes');
    expect(new KnowledgeIndex([onSystems]).suggest(question).answer).toBeNull();
  });
});

describe('a session locked automatically', () => {
  const question = 'Does your application automatically lock the session or log out an account after a period of inactivity?';
  const timeout = control('AC-09', 'Session timeout', 'End or lock sessions after a period of inactivity.');
  const lockout = control('AC-10', 'Account lockout', 'Lock accounts after five failed login attempts.');

  it('is the session timeout itself, which ends sessions by inactivity', () => {
    expect(questionConcepts(questionCore(question)).map((concept) => concept.topic)).toContain('session timeout');
    const suggestion = scored([timeout, lockout], question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('AC-09');
  });

  it('is not an account locked after failed logins', () => {
    expect(scored([lockout], question).kind).not.toBe('yes');
    expect(topicsOf('Do you automatically lock accounts after failed login attempts?')).not.toContain('session timeout');
  });
});
