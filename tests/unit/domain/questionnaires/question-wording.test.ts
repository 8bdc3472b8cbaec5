import { KnowledgeIndex, questionCore, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { implementedControl as control } from '../../../support/knowledge-documents';

const privacyProgram = control(
  'PRV-01',
  'Privacy program and accountability',
  'Run a privacy program with privacy policies, a named owner and yearly reporting to leadership.',
);
const recordsOfProcessing = control(
  'PRV-04',
  'Records of processing',
  'Keep a record of every processing activity (purposes, data and people concerned, recipients, retention).',
);
const roles: KnowledgeDocument = {
  id: 'policy-incident-response',
  type: 'policy',
  label: 'Incident Response Policy v2.1 § 3 Roles and Responsibilities',
  version: 'v2.1',
  title: 'Incident Response Policy Roles and Responsibilities',
  heading: 'Roles and Responsibilities',
  text: 'The HIPAA Security Officer leads the response and the HIPAA Privacy Officer assesses whether an incident is a breach.',
};

const scored = (knowledge: KnowledgeDocument[], question: string) => new KnowledgeIndex(knowledge).scored(question);

describe('a list kept of things', () => {
  const question = 'Do you have a documented list of personal data your service maintains?';

  it('is an inventory of them, and the data the offering holds is what is asked about', () => {
    expect(questionCore(question)).toBe('inventory of personal data?');
    expect(questionCore('Please list the personal data you collect.')).not.toContain('inventory');
  });

  it('is answered by the inventory, never by a privacy program that keeps none', () => {
    expect(scored([privacyProgram], question).kind).not.toBe('yes');
    const suggestion = scored([privacyProgram, recordsOfProcessing], question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('PRV-04');
  });
});

describe('a role the organization has named', () => {
  const question = 'Has your organization designated HIPAA Privacy and Security officers as required by the rules?';

  it('is asked without the rule that requires it', () => {
    expect(questionCore(question)).toBe('Has your organization designated HIPAA Privacy and Security officers?');
    expect(questionCore('Do you retain logs as required by HIPAA?')).toContain('HIPAA');
  });

  it('is answered Yes by a policy section naming the roles, and withheld without one', () => {
    expect(scored([roles], question).kind).toBe('yes');
    expect(scored([privacyProgram], question).kind).not.toBe('yes');
  });
});

describe("the customer's instance of the offering", () => {
  const privileged = control(
    'AC-07',
    'Privileged and emergency access',
    'Limit administrator rights to named people using separate admin accounts and keep a tested break-glass procedure.',
  );
  const question =
    'Do you have a fully implemented policy or procedure that details how your employees obtain administrator access to institutional instance of the application?';

  it('is the offering every question is about, and obtaining the access is having it', () => {
    expect(questionCore(question)).toBe('details how your employees obtain administrator access?');
    const suggestion = scored([privileged], question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('AC-07');
  });

  it('gives no Yes from a rule that does not name administrator access', () => {
    expect(scored([privacyProgram, recordsOfProcessing], question).kind).not.toBe('yes');
  });
});

describe('web applications', () => {
  const question = 'Do you regularly scan for common web application security vulnerabilities (e.g., SQL injection, XSS, XSRF, etc.)?';
  const applicationScans = control(
    'VUL-01',
    'Vulnerability scanning',
    'Scan infrastructure, containers and applications for vulnerabilities.',
  );
  const serverScans = control('VUL-01', 'Vulnerability scanning', 'Scan servers and containers for vulnerabilities.');

  it('are applications, and their security vulnerabilities are vulnerabilities', () => {
    expect(questionCore(question)).toBe('Do you regularly scan for common web application vulnerabilities?');
    expect(scored([applicationScans], question).kind).toBe('yes');
  });

  it('are not covered by a rule that names no applications', () => {
    expect(scored([serverScans], question).kind).not.toBe('yes');
  });
});

describe('the one answering, named as the vendor', () => {
  const screening = control('HR-01', 'Background screening', 'Screen candidates before hire in proportion to the role.');
  const dueDiligence = control('VEN-01', 'Vendor due diligence', 'Assess the security of each vendor before signing.');

  it('is "you", not the vendors a vendor record is about', () => {
    expect(questionCore('Does the vendor perform background checks?')).toBe('Does you perform background checks?');
    expect(questionCore("Are the vendor's employees screened?")).toBe('Are your employees screened?');
    const suggestion = scored([dueDiligence, screening], 'Does the vendor perform background checks?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('HR-01');
  });

  it('is answered by nothing about vendors when the practice is not held', () => {
    expect(scored([dueDiligence], 'Does the vendor perform background checks?').kind).not.toBe('yes');
  });
});

describe('being able to do a thing', () => {
  const atRest = control('CRY-02', 'Encryption at rest', 'Encrypt databases, storage and backups.');

  it('is doing it', () => {
    expect(scored([atRest], 'Are you able to encrypt data at rest?').kind).toBe('yes');
    expect(scored([atRest], 'Are you able to encrypt data in transit?').kind).not.toBe('yes');
  });
});

describe('a question asking which members of a class', () => {
  const scans = control('VUL-01', 'Vulnerability scanning', 'Scan infrastructure, containers and applications for vulnerabilities.');

  it('is described by a record naming them one by one', () => {
    expect(questionCore('Which systems are covered by the security scans?')).toBe('are covered by the security scans?');
    const suggestion = scored([scans], 'Which systems are covered by the security scans?');
    expect(suggestion.kind).toBe('text');
    expect(suggestion.sources[0]?.id).toBe('VUL-01');
  });

  it('keeps a class that is the thing asked, and is withheld when no record is about the practice', () => {
    expect(questionCore('Which encryption algorithms do you use?')).toBe('Which encryption algorithms do you use?');
    expect(scored([scans], 'Which systems are covered by the penetration tests?').answer).toBeNull();
  });
});

describe('someone made responsible for a practice', () => {
  const question =
    'Has your company selected an individual or team to be responsible for reviewing service providers and subcontractors, to ensure that they sufficiently protect sensitive information?';
  const owned = control('VEN-03', 'Vendor monitoring', 'Review critical vendors at least yearly. Owner: Sarah Chen.');
  const unowned = control('VEN-03', 'Vendor monitoring', 'Review critical vendors at least yearly.');

  it("is the practice's owner, and why it is done is not a further thing asked", () => {
    expect(questionCore(question)).toBe('Has your company an owner of reviewing service providers and subcontractors?');
    expect(questionCore('Do you review logs to ensure that attacks are found?')).toContain('ensure that attacks');
  });

  it('is answered Yes by the practice with its named owner, and not by one naming none', () => {
    expect(scored([owned], question).kind).toBe('yes');
    expect(scored([unowned], question).kind).not.toBe('yes');
  });
});

describe('retaining records of a thing', () => {
  const changes = control('SDL-05', 'Change management', 'Record, test and approve changes to production through a controlled process.');
  const retention = control('PRV-12', 'Retention and deletion', 'Set a retention period for each category of data and delete it after.');

  it('is keeping a record of it, answered by the record kept and not by a retention period', () => {
    const question = 'Do you retain records and documentation about the changes that go through change management?';
    expect(questionCore(question)).not.toContain('retain');
    expect(questionCore('Do you retain customer data?')).toContain('retain');
    expect(scored([changes], question).kind).toBe('yes');
    expect(scored([retention], question).kind).not.toBe('yes');
  });
});

describe('logs produced by a source and stored in a central location', () => {
  const question = 'Are the logs produced by your servers stored in a central location?';
  const logging = (text: string) => [control('LOG-01', 'Log collection', text)];

  it('are the source’s logs held centrally, which a central logging platform says', () => {
    const suggestion = scored(logging('Forward the logs of all systems to a central logging platform within five minutes.'), question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('LOG-01');
  });

  it('get no Yes from a record that keeps logs on each system, or centrally for other sources only', () => {
    expect(scored(logging('Keep the logs of all systems on the system that wrote them for 90 days.'), question).kind).not.toBe('yes');
    expect(scored(logging('Forward the logs of laptops to a central logging platform.'), question).kind).not.toBe('yes');
  });
});
