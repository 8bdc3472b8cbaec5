import {
  asksAboutPastEvents,
  asksBeyondOthersAsked,
  asksForName,
  isNegative,
  isYesNoQuestion,
  questionForm,
  withoutPreamble,
} from '@/lib/domain/questionnaires';
import { asksOfRecentWork } from '@/lib/domain/questionnaires/detection';

const closed = [
  'To improve security for your users even further, have you deployed HTTP Strict Transport Security (HSTS) on your server?',
  'Do you enforce multi-factor authentication?',
  'Does your company perform background checks?',
  'Did you complete a penetration test this year?',
  'Is customer data encrypted at rest?',
  'Is there a documented incident response plan?',
  'Are backups tested at least annually?',
  'Are employees trained on security awareness?',
  'Was the last SOC 2 audit unqualified?',
  'Were all findings of the last audit closed?',
  'Has the security policy been approved by management?',
  'Have you appointed a data protection officer?',
  'Had the vendor been assessed before onboarding?',
  'Can customers enforce SSO through SAML?',
  'Could a customer request deletion of their data?',
  'Will you sign a business associate agreement?',
  'Would you notify us within 72 hours of a breach?',
  'Should an employee leave, is access removed on the last day?',
  'Shall audit logs be kept for a year?',
  'May customers perform their own penetration tests?',
  'Must all laptops use full-disk encryption?',
  'Please confirm that production data is never used in testing.',
  'Confirm whether you use subprocessors.',
  'Indicate whether a SIEM is in place.',
  'State whether you hold ISO 27001 certification.',
  'MFA enforced for all administrators (Y/N)',
  'Encryption at rest in place? Yes/No',
  '1.2 Do you have a vulnerability management program?',
  'A.5.1 Is the information security policy reviewed annually?',
  'AC-3 Are access rights reviewed quarterly?',
  'Q12. Does the company have cyber insurance?',
  'a) Is remote access protected by a VPN?',
  '(iv) Are visitors escorted?',
  '- Do you run phishing simulations?',
  'Encryption. Do you encrypt data in transit?',
  'Do you encrypt backups? If so, describe how.',
  'is TLS 1.2 or higher enforced?',
  'DOES YOUR PLATFORM SUPPORT SSO?',
  'Are 3 copies of backups kept?',
  'At the end of the contract, will customer data be deleted?',
  'If SSO is not used, do you support multi-factor authentication?',
  'Upon termination, are accounts disabled within a day?',
];

const open = [
  'Describe your incident response process.',
  'Explain how encryption keys are managed.',
  'List your subprocessors and their locations.',
  'Provide a copy of your information security policy.',
  'Outline your change management process.',
  'What is your recovery time objective?',
  'How often are vulnerability scans run?',
  'Which cloud provider hosts the service?',
  'Who is responsible for information security?',
  'When was your last penetration test?',
  'Where is customer data stored?',
  'Why are shared accounts allowed?',
  'Please describe your backup strategy.',
  'Please provide your SOC 2 report. Do you have a bridge letter?',
  'To what extent is logging centralized?',
  'Encryption at rest',
  'Data retention period',
  '',
  '2.3 Describe how access is approved.',
  'Summarize your vendor risk program.',
  'Specify the retention period of audit logs.',
  'At the end of the contract, describe how data is returned.',
  'In your environment, which systems are scanned?',
  'At the end of the contract, customer data is deleted.',
];

describe('questionForm', () => {
  it('has a table of at least 40 questions', () => expect(closed.length + open.length).toBeGreaterThanOrEqual(40));

  it.each(closed)('%p asks for Yes / No / Not applicable', (question) => {
    expect(questionForm(question)).toBe('yes-no');
    expect(isYesNoQuestion(question)).toBe(true);
  });

  it.each(open)('%p asks for an open answer', (question) => {
    expect(questionForm(question)).toBe('open');
    expect(isYesNoQuestion(question)).toBe(false);
  });
});

describe('withoutPreamble', () => {
  it.each([
    ['1.2 Do you?', 'Do you?'],
    ['A.5.1 Is it?', 'Is it?'],
    ['Q12. Does it?', 'Does it?'],
    ['a) Is it?', 'Is it?'],
    ['- Is it?', 'Is it?'],
    ['Is 2FA on?', 'Is 2FA on?'],
    ['Are 3 copies kept?', 'Are 3 copies kept?'],
    ['To improve security for your users even further, have you deployed HSTS?', 'have you deployed HSTS?'],
    ['2.1 In order to protect data, is it encrypted?', 'is it encrypted?'],
    ['To what extent is data encrypted?', 'To what extent is data encrypted?'],
    ['To whom do you report incidents, and how fast?', 'To whom do you report incidents, and how fast?'],
  ])('%p reads %p', (question, expected) => expect(withoutPreamble(question)).toBe(expected));
});

describe('asksAboutPastEvents', () => {
  it.each([
    'Have you experienced a data breach in the past 24 months?',
    'Has your company been fined by a regulator?',
    'Were there any security incidents in the last year?',
    'Have you ever had a ransomware incident?',
    'Has the organization suffered a breach?',
    'Has your company been sued over data protection?',
  ])('%p asks what happened', (question) => expect(asksAboutPastEvents(question)).toBe(true));

  it.each([
    'Do you have an incident response plan?',
    'Have you appointed a security officer?',
    'Is a breach notified within 72 hours?',
    'Do you log access to customer data?',
  ])('%p asks what is in place', (question) => expect(asksAboutPastEvents(question)).toBe(false));

  // Work done within a recent window is a practice done as often; what befalls the organization stays an event.
  it.each([
    'Have your systems had a third-party security assessment completed in the last year?',
    'Has your disaster recovery plan been tested within the past 12 months?',
    'Have you had an independent penetration test at least yearly?',
  ])('%p asks of recent work', (question) => {
    expect(asksOfRecentWork(question)).toBe(true);
    expect(asksAboutPastEvents(question)).toBe(false);
  });

  it.each([
    'Have you had a security breach in the last year?',
    'Has your organization experienced any outages in the past 12 months?',
    'Have you had any regulatory findings in the last year?',
    // A dated report tells whether the last audit falls in the window; a frequency does not.
    'Have you completed a SOC 2 audit in the last 12 months?',
  ])('%p still asks what happened', (question) => {
    expect(asksOfRecentWork(question)).toBe(false);
    expect(asksAboutPastEvents(question)).toBe(true);
  });

  it('reads no recent work in an open question', () =>
    expect(asksOfRecentWork('How many penetration tests were run in the last year?')).toBe(false));
});

describe('isNegative', () => {
  it.each([
    'Shared accounts are not allowed.',
    'Production data is never used in test.',
    'Personal data sales are prohibited.',
    "We don't sell data.",
  ])('%p is worded in the negative', (text) => expect(isNegative(text)).toBe(true));
  it.each(['Access is granted by role.', 'Backups are encrypted.', 'Notes on the process.'])('%p is not', (text) =>
    expect(isNegative(text)).toBe(false),
  );
});

describe('asksBeyondOthersAsked', () => {
  it.each([
    'Describe the other detection methods you have in place.',
    'What other SSO mechanisms does the application support?',
    'Which other frameworks do you follow?',
    'Do you perform any other checks on new hires?',
    // One thing beyond the one named, a named class or a topic may be the very record asked about before.
    "Describe the other mechanism you're using to protect against SQL injection:",
    'Describe the other penetration tests you run every year.',
  ])('%p asks beyond what was asked before', (question) => expect(asksBeyondOthersAsked(question)).toBe(true));

  it.each([
    'Describe the other checks you perform for new hires:',
    'Describe the other kinds of testing your security team is conducting.',
  ])('%p asks for a general kind, which its records describe', (question) => expect(asksBeyondOthersAsked(question)).toBe(false));

  it.each([
    'Do you fully encrypt the hard disks of laptops and other portable client devices?',
    'How is your equipment separated from other users of the facility?',
    'Do you monitor your network for security events?',
  ])('%p asks about the thing it names', (question) => expect(asksBeyondOthersAsked(question)).toBe(false));
});

describe('asksForName', () => {
  it.each([
    'Who is your data center provider?',
    'What company is server management outsourced to?',
    'What software or company do you use for vulnerability scans?',
    'Which vendors host your production systems?',
    'What tools do you use to monitor your network?',
    '3.2 Which cloud provider do you use?',
    'Please provide the name of the company that performs your penetration tests.',
  ])('"%s" asks for a name', (question) => {
    expect(asksForName(question)).toBe(true);
  });

  it.each([
    'Who is responsible for information security?',
    'Who reviews access rights, and how often?',
    'What level of access do regular users have on their workstation/laptop?',
    'Do you assess your vendors before engaging them?',
    'Describe how you manage third-party software components.',
    'Which systems are covered by the vulnerability scans?',
    'Are service providers required to notify you of incidents?',
  ])('"%s" does not', (question) => {
    expect(asksForName(question)).toBe(false);
  });
});
