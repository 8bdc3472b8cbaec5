import { KnowledgeIndex, questionConcepts, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { namesNarrowerKind, narrowerThanAsked } from '@/lib/domain/questionnaires/narrower';
import { implementedControl as control } from '../../../support/knowledge-documents';

const productionLogging = control(
  'OPS-03',
  'Logging and monitoring',
  'Log user activity and security events on all production systems and protect the logs from change.',
);
const everyLogging = control('OPS-03', 'Logging and monitoring', 'Log user activity and security events on every system.');
const malwareAtRisk = control('OPS-05', 'Malware protection', 'Run anti-malware on systems at risk and keep it updated.');
const baselines = control('OPS-07', 'Secure configuration baselines', 'Build systems from hardened baselines.');

const kind = (knowledge: KnowledgeDocument[], question: string) => new KnowledgeIndex(knowledge).scored(question).kind;

describe('a question about all of a thing', () => {
  it('gets no Yes from a record that covers only production systems', () => {
    expect(kind([productionLogging], 'Do you log security events on all systems?')).not.toBe('yes');
  });

  it('gets no Yes from a record that covers only the systems at risk', () => {
    expect(kind([malwareAtRisk], 'Do you run anti-malware on all systems?')).not.toBe('yes');
  });

  it('is answered Yes by a record over every system', () => {
    expect(kind([everyLogging], 'Do you log security events on all systems?')).toBe('yes');
  });

  it('is answered Yes by a record naming the systems without narrowing them', () => {
    expect(kind([baselines], 'Do you build all systems from hardened baselines?')).toBe('yes');
  });

  it('keeps a scope the question itself names', () => {
    expect(kind([productionLogging], 'Do you log security events on all production systems?')).toBe('yes');
  });
});

describe('narrowerThanAsked', () => {
  it('finds a narrowing word before the thing or a condition after it', () => {
    expect(narrowerThanAsked('Are all systems scanned?', 'Scan all production systems.')).toBe(true);
    expect(narrowerThanAsked('Are all systems scanned?', 'Scan systems holding sensitive data.')).toBe(true);
    expect(narrowerThanAsked('Are all vendors assessed?', 'Assess each vendor that will handle sensitive data.')).toBe(true);
    expect(narrowerThanAsked('Are all vendors assessed?', 'Suppliers that handle information are assessed.')).toBe(true);
    expect(narrowerThanAsked('Are all of the laptops encrypted?', 'Encrypt the laptops of engineers.')).toBe(false);
  });

  it('lets a record that says all of it stand, even beside a narrower rule', () => {
    expect(narrowerThanAsked('Are all systems scanned?', 'Scan every system; scan production systems weekly.')).toBe(false);
  });

  it('asks nothing of a question without "all"', () => {
    expect(narrowerThanAsked('Are systems scanned?', 'Scan production systems.')).toBe(false);
  });
});

describe('a control for one kind of the thing, not yet in place', () => {
  const parentalConsent: KnowledgeDocument = {
    ...control(
      'CHL-01',
      'Verifiable parental consent',
      "Obtain verifiable parental consent before collecting a child's personal information.",
    ),
    version: 'in-progress',
    state: 'in-progress',
  };

  it('does not answer No for the thing in general', () => {
    expect(kind([parentalConsent], 'Do you obtain consent?')).not.toBe('no');
  });

  it('answers No for that kind of it', () => {
    expect(kind([parentalConsent], 'Do you obtain verifiable parental consent?')).toBe('no');
  });

  it('is told by a word of its name the question does not say', () => {
    expect(namesNarrowerKind('Verifiable parental consent', questionConcepts('Do you obtain consent?'))).toBe(true);
    expect(namesNarrowerKind('Multi-factor authentication', questionConcepts('Do you use MFA?'))).toBe(false);
    expect(namesNarrowerKind('Identity proofing', questionConcepts('Do you verify identity?'))).toBe(false);
  });
});
