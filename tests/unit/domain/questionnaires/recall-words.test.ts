import { KnowledgeIndex, questionConcepts, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { isNegativeQuestion } from '@/lib/domain/questionnaires/detection';
import { isStopWord } from '@/lib/domain/questionnaires/text';
import { implementedControl as control } from '../../../support/knowledge-documents';

// Words a security reviewer uses for what a record already says, and words that add no condition: each answers
// where the record names the thing, and a condition the record does not meet still withholds the Yes.

const records: KnowledgeDocument[] = [
  control(
    'DIS-01',
    'Disciplinary process',
    'Apply a fair disciplinary process to staff who break security policy and record the sanctions.',
  ),
  control('ACC-02', 'Least privilege', 'Grant access to systems and data on least privilege, by role and need to know.'),
  control('DEV-03', 'Secure coding training', 'Keep a secure coding standard and train developers on it every year.'),
  control('SCR-04', 'Background screening', 'Screen candidates before hire in proportion to the role.'),
  control(
    'FAC-05',
    'Facility security plan',
    'Document how offices are protected from unauthorized entry under the physical security rules.',
  ),
  control('MON-06', 'Incident triage', 'Triage security incidents within a day of their report.'),
  control('REM-07', 'Remote working security', 'Manage laptops centrally with disk encryption, and set rules for working remotely.'),
  control('REM-08', 'Laptop encryption', 'Encrypt the disks of laptops of staff who work remotely.'),
  control('PAT-09', 'Server patching', 'Patch production systems within 30 days of a fix being released.'),
];
const index = new KnowledgeIndex(records);
const scored = (question: string) => index.scored(question);
const conceptNames = (question: string) => questionConcepts(question).map((concept) => concept.topic ?? concept.variants[0]!.join(' '));

describe('forms of the wrapper verbs', () => {
  it.each(['maintains', 'implementing', 'details', 'lists', 'described', 'follows'])('"%s" adds no condition', (word) => {
    expect(isStopWord(word)).toBe(true);
  });

  it('keeps the inflections of other stop words, which can be the thing asked', () => {
    expect(isStopWord('processing')).toBe(false);
    expect(isStopWord('states')).toBe(false);
  });

  it('answers a written policy that "lists" the requirements from the record that documents them', () => {
    const suggestion = scored('Do you have a written policy that lists the physical security requirements for offices?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('FAC-05');
  });
});

describe('words a reviewer uses for what the record says', () => {
  it('answers policy violations from the disciplinary process', () => {
    const suggestion = scored('Do you have a disciplinary process in place for handling policy violations?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('DIS-01');
    expect(scored('Do you monitor for policy violations?').kind).not.toBe('yes');
  });

  it('reads an information system as a system', () => {
    expect(conceptNames('Is the least privilege principle employed when implementing information system access?')).toEqual([
      'information systems',
      'least privilege',
      'principl',
      'access',
    ]);
    const suggestion = scored('Is the least privilege principle employed when implementing information system access?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('ACC-02');
  });

  it('weighs "techniques" as a wrapper like "methods"', () => {
    const suggestion = scored('Have your developers been trained in secure coding techniques?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('DEV-03');
  });

  it('reads "prior to their first day of work" as before hire, and multi-state checks as background checks', () => {
    const suggestion = scored(
      'Do you perform background screenings or multi-state background checks on all employees prior to their first day of work?',
    );
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('SCR-04');
  });

  it('still withholds the Yes when the record does not meet a real condition', () => {
    expect(scored('Do you run background checks on contractors every year?').kind).not.toBe('yes');
    expect(scored('Have your developers been trained in penetration testing techniques?').kind).not.toBe('yes');
  });
});

describe('installing updates', () => {
  it('is patching: operating system and application updates and security patches are its phrases', () => {
    expect(conceptNames('Do you install operating system updates and security patches?')).toEqual(['patching', 'install']);
    const suggestion = scored('Do you have a process for installing application updates and security patches on servers?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('PAT-09');
  });

  it('still withholds the Yes for a kind of system the record does not cover', () => {
    expect(scored('Do you have a process for installing security patches on client systems?').kind).not.toBe('yes');
  });
});

describe('contractors, temps and interns', () => {
  const trained = (text: string) =>
    new KnowledgeIndex([control('TRN-10', 'Security training', text)]).scored(
      'Do you require temps and contractors to undergo security training?',
    );

  it('are covered by a rule for everyone', () => {
    expect(trained('Train everyone on security at hire and yearly.').kind).toBe('yes');
  });

  it('are not covered by a rule for employees', () => {
    expect(trained('Train employees on security at hire and yearly.').kind).not.toBe('yes');
  });
});

describe('a documented strategy and an explanatory aside', () => {
  const question =
    'Do you have a documented strategy for securing employee workstations when they work remotely (i.e., not in a trusted computing environment)?';

  it('reads the question in its own sense, not in the sense of its "(i.e. …)" aside', () => {
    expect(isNegativeQuestion(question)).toBe(false);
    expect(isNegativeQuestion('Are workstations used remotely without encryption (e.g., personal laptops)?')).toBe(true);
  });

  it('answers a documented strategy from a record that sets rules for it, not from one that sets none', () => {
    const suggestion = scored(question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('REM-07');
    expect(scored('Do you have a documented process for encrypting the laptops of staff who work remotely?').kind).not.toBe('yes');
  });
});

describe('administrative accounts', () => {
  const answered = (title: string, text: string) =>
    new KnowledgeIndex([control('PAM-11', title, text)]).scored(
      'Do you require multifactor authentication for all administrative accounts?',
    );

  it('are privileged accounts, and a rule for privileged access answers them', () => {
    expect(conceptNames('Are admin accounts reviewed?')).toContain('privileged accounts');
    expect(answered('Privileged access', 'Require multi-factor authentication for all privileged access.').kind).toBe('yes');
  });

  it('are not answered by a rule for access in general that never names an administrator', () => {
    expect(answered('Remote access', 'Require multi-factor authentication for remote access.').kind).not.toBe('yes');
  });
});
