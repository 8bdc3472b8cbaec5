import { KnowledgeIndex, questionConcepts, questionCore, type KnowledgeDocument } from '@/lib/domain/questionnaires';

import { beyondRestriction, kindConcepts, ruleForEvery } from '@/lib/domain/questionnaires/wider';
import { composedFor } from '../../../support/knowledge-documents';

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

const compose = composedFor;

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

describe('a rule of a policy whose scope is all systems', () => {
  const ALL_SYSTEMS =
    'This policy covers all systems of the company: production infrastructure and cloud accounts, network and security services, company devices, and the third-party services that hold company information.';
  const logging = (text: string, scope = ALL_SYSTEMS): KnowledgeDocument => ({
    ...section('Central collection', text),
    label: 'Logging and Monitoring Policy v2.1 § 4.4 Policy Statements: Central collection',
    title: 'Logging and Monitoring Policy Policy Statements: Central collection',
    ...(scope ? { scope } : {}),
  });
  const CENTRAL = 'Are the logs produced by networking devices stored in a central location?';
  const FORWARDED = 'Logs are forwarded within five minutes to a central logging platform.';
  const RETAIN = 'Do you retain client system security event logs for at least three months?';
  const KEPT = 'Security and audit logs are kept for at least 12 months.';

  it('answers a question about the kinds of system its scope names Yes', () => {
    expect(compose(CENTRAL, logging(FORWARDED))?.kind).toBe('yes');
    expect(compose(RETAIN, { ...logging(KEPT), heading: 'Retention' })?.kind).toBe('yes');
  });

  it('leaves only the kinds of system its scope names out of what the record must say', () => {
    const concepts = questionConcepts(questionCore(RETAIN));
    const left = beyondRestriction(RETAIN, KEPT, concepts, ALL_SYSTEMS).map((concept) => concept.topic ?? concept.variants[0]!.join(' '));
    expect(left).not.toContain('client systems');
    expect(left).toContain('logging and monitoring');
  });

  it('does not answer where the scope is not all systems, or where there is none', () => {
    expect(compose(CENTRAL, logging(FORWARDED, 'This policy covers the production systems of the company and its network.'))?.kind).toBe(
      'text',
    );
    expect(compose(CENTRAL, logging(FORWARDED, ''))?.kind).toBe('text');
  });

  it('does not answer from a rule for one kind of system, or one narrowed', () => {
    expect(compose(CENTRAL, logging('Server logs are forwarded within five minutes to a central logging platform.'))?.kind).toBe('text');
    expect(compose(CENTRAL, logging('Production logs are forwarded within five minutes to a central logging platform.'))?.kind).toBe(
      'text',
    );
  });

  it('does not answer from a sentence that states no rule of the thing asked', () => {
    expect(compose(CENTRAL, logging('The infrastructure lead runs the central logging platform and keeps it available.'))?.kind).toBe(
      'text',
    );
  });

  it('is taken over a record found first that answers only in part, since its passage covers as much', () => {
    const monitoring: KnowledgeDocument = {
      ...section('Network monitoring', 'Logs of network devices are analysed for anomalies every day.'),
      label: 'Network Security Policy v1.3 § 4.8 Policy Statements: Network monitoring',
      title: 'Network Security Policy Policy Statements: Network monitoring',
    };
    const suggestion = new KnowledgeIndex([monitoring, logging(FORWARDED)]).scored(CENTRAL);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.label).toContain('Central collection');
  });

  it('does not cover a kind of system its scope does not name', () => {
    const question = 'Are the logs produced by mainframes stored in a central location?';
    expect(compose(question, logging(FORWARDED))?.kind).toBe('text');
  });

  it('does not answer from a rule whose subject is a kind of the thing the question does not ask of', () => {
    const question = 'Do you retain logs produced by networking devices for at least six months?';
    expect(compose(question, { ...logging(KEPT), heading: 'Retention' })?.kind).toBe('text');
    expect(compose(CENTRAL, logging('Application logs are forwarded within five minutes to a central logging platform.'))?.kind).toBe(
      'text',
    );
  });

  it('takes as kinds only the concepts naming a kind of system', () => {
    const named = (question: string) =>
      [...kindConcepts(question, questionConcepts(questionCore(question)))].map(
        (concept) => concept.topic ?? concept.variants[0]!.join(' '),
      );
    expect(named(CENTRAL)).toEqual(expect.arrayContaining(['network', 'devic']));
    expect(named(CENTRAL)).not.toContain('logging and monitoring');
    expect(named('Are logs stored in a central location?')).toEqual([]);
  });

  it('is as sure of a shorter period asked as of the one it states', () => {
    const kept = { ...logging(KEPT), heading: 'Retention' };
    const asked = (months: string) => new KnowledgeIndex([kept]).scored(`Do you retain security event logs for at least ${months} months?`);
    expect(asked('three').kind).toBe('yes');
    expect(asked('three').confidence).toBe(asked('12').confidence);
    expect(asked('18').kind).toBe('text');
  });
});

describe('a rule of a policy whose scope is every one of a kind of system', () => {
  const EVERY_LAPTOP =
    'This policy applies to every laptop and desktop owned by the company, and to any other computer used to reach systems holding information classed as Internal or higher.';
  const endpoint = (text: string, scope = EVERY_LAPTOP): KnowledgeDocument => ({
    ...section('Disk encryption', text),
    label: 'Endpoint Security Policy v3.3 § 4.3 Policy Statements: Disk encryption',
    title: 'Endpoint Security Policy Policy Statements: Disk encryption',
    ...(scope ? { scope } : {}),
  });
  const ENCRYPTED = 'Full-disk encryption is enabled before first use and enforced by device management.';
  const IN_OFFICE =
    'Do you fully encrypt the hard disks of workstations and other devices in the office that have access to our confidential information?';

  it('answers Yes of those systems limited by where they are or what they reach', () => {
    expect(compose(IN_OFFICE, endpoint(ENCRYPTED))?.kind).toBe('yes');
  });

  it('leaves only the words limiting the systems out of what the record must say', () => {
    const concepts = questionConcepts(questionCore(IN_OFFICE));
    const left = beyondRestriction(IN_OFFICE, ENCRYPTED, concepts, EVERY_LAPTOP).map(
      (concept) => concept.topic ?? concept.variants[0]!.join(' '),
    );
    expect(left).not.toContain('confidential');
    expect(left).toContain('encrypt');
    expect(left).toContain('client systems');
  });

  it('does not answer where the scope is some of the systems, or where there is none', () => {
    const someLaptops = 'This policy applies to the production laptops of the engineering team.';
    expect(compose(IN_OFFICE, endpoint(ENCRYPTED, someLaptops))?.kind).not.toBe('yes');
    expect(compose(IN_OFFICE, endpoint(ENCRYPTED, 'This policy applies to every production server.'))?.kind).not.toBe('yes');
    expect(compose(IN_OFFICE, endpoint(ENCRYPTED, ''))?.kind).not.toBe('yes');
  });

  it('does not answer from a rule narrowed to some of the systems', () => {
    const narrowed = 'Full-disk encryption is enabled on privileged laptops before first use.';
    expect(compose(IN_OFFICE, endpoint(narrowed))?.kind).not.toBe('yes');
  });

  it('keeps a limit that is not where the systems are or what they reach', () => {
    const question = 'Do you fully encrypt the hard disks of workstations with antivirus software installed?';
    const concepts = questionConcepts(questionCore(question));
    const left = beyondRestriction(question, ENCRYPTED, concepts, EVERY_LAPTOP).flatMap((concept) => concept.variants.flat());
    expect(left).toEqual(expect.arrayContaining(['antivirus']));
  });
});
