import { questionConcepts, questionCore, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { composeAnswer } from '@/lib/domain/questionnaires/compose';
import { beyondRestriction, ruleForEvery } from '@/lib/domain/questionnaires/wider';

// A record whose rule is for every one of a thing answers a question about some of it; one that names the thing
// without "every", or narrows it, still needs the question's restriction.

const section = (heading: string, text: string): KnowledgeDocument => ({
  id: `p-${heading}`,
  type: 'policy',
  label: `Human Resources Security Policy v1.0 § 4.1 Policy Statements: ${heading}`,
  version: 'v1.0',
  title: `Human Resources Security Policy Policy Statements: ${heading}`,
  heading,
  text,
});

const compose = (question: string, document: KnowledgeDocument) =>
  composeAnswer(question, document, questionConcepts(questionCore(question)));

const JOB_DESCRIPTIONS = 'Do you have written job descriptions for employees with access to confidential or sensitive information?';
const ROLES =
  'Every job description states the security responsibilities of the role. Roles with privileged access or access to Restricted information are designated sensitive roles.';

describe('a rule for every one of a thing', () => {
  it('answers a question about some of it Yes, quoting the sentence that says every', () => {
    const composed = compose(JOB_DESCRIPTIONS, section('Roles', ROLES));
    expect(composed?.kind).toBe('yes');
    expect(composed?.answer).toBe('Yes. Every job description states the security responsibilities of the role.');
    expect(composed?.support).toBe(1);
  });

  it('finds that sentence only for a question restricting the thing it names', () => {
    expect(ruleForEvery(JOB_DESCRIPTIONS, ROLES)).toBe('Every job description states the security responsibilities of the role.');
    expect(ruleForEvery('Do you have written job descriptions?', ROLES)).toBeUndefined();
    expect(ruleForEvery('Do you screen employees with access to confidential information?', ROLES)).toBeUndefined();
  });

  it('withholds the Yes from a record that names the thing without saying every one of it', () => {
    const composed = compose(JOB_DESCRIPTIONS, section('Roles', 'Job descriptions state the security responsibilities of the role.'));
    expect(composed?.kind).toBe('text');
  });

  it('withholds the Yes from a record whose "every" is narrowed by a condition after the thing', () => {
    const record = 'Every job description that will handle payments states the security responsibilities of the role.';
    const concepts = questionConcepts(questionCore(JOB_DESCRIPTIONS));
    expect(beyondRestriction(JOB_DESCRIPTIONS, record, concepts)).toBe(concepts);
    expect(compose(JOB_DESCRIPTIONS, section('Roles', record))?.kind).toBe('text');
  });

  it('keeps the words of the thing itself: a question without a restriction needs all of them', () => {
    const question = 'Do you have written job descriptions and signed confidentiality agreements?';
    const concepts = questionConcepts(questionCore(question));
    expect(beyondRestriction(question, ROLES, concepts)).toBe(concepts);
    expect(compose(question, section('Roles', ROLES))?.kind).toBe('text');
  });
});

describe('a restriction that is not whom the thing is for', () => {
  const backups = section('Backups', 'Every backup is encrypted and tested each quarter.');

  it.each([
    'Do you take backups for databases that hold customer data?',
    'Do you have job descriptions for all employees with access to confidential information?',
    'Are backups with offline copies tested?',
  ])('keeps its words for a Yes: %s', (question) => {
    expect(ruleForEvery(question, `${ROLES} ${backups.text}`)).toBeUndefined();
  });

  it('withholds the Yes to backups of some systems from a rule for every backup', () => {
    expect(compose('Do you take backups for databases that hold customer data?', backups)?.kind).toBe('text');
  });
});
