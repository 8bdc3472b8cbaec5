import { KnowledgeIndex, questionConcepts, topicsOf, words, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { questionCore } from '@/lib/domain/questionnaires/question-core';
import { implementedControl as control, composedFor } from '../../../support/knowledge-documents';

// The thing asked said in other established words: a compound in any spelling, "at any hour" for 24 x 7, a forbidden
// practice that "never" happens, public-facing systems "in a separate zone" for a DMZ.

const section = (heading: string, text: string): KnowledgeDocument => ({
  id: `policy-${heading}`,
  type: 'policy',
  label: `Security Policy v1.0 § 4.1 Policy Statements: ${heading}`,
  version: 'v1.0',
  title: `Security Policy Policy Statements: ${heading}`,
  heading,
  text,
});

const compose = composedFor;

describe('contractions', () => {
  it.each([
    ["Describe the mechanism you're using", ['describe', 'the', 'mechanism', 'you', 'using']],
    ['We’ve never stored it', ['we', 'never', 'stored', 'it']],
    ["We don't store it", ['we', 'do', 'not', 'store', 'it']],
    ["It can't, and it won't", ['it', 'can', 'not', 'and', 'it', 'will', 'not']],
  ])('%p is read without a word of its ending', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('leave a question whose words only wrap a practice without an answer', () => {
    const transfers = control(
      'PRV-25',
      'International transfers',
      'Use an approved transfer mechanism for personal data leaving the region.',
    );
    const index = new KnowledgeIndex([transfers], { fittedOn: 'raw', steps: [] });
    expect(questionConcepts(questionCore("Describe the mechanism you're using:")).every((concept) => concept.weight === 0)).toBe(true);
    expect(index.scored("Describe the mechanism you're using:").answer).toBeNull();
    expect(index.scored('Describe the transfer mechanism you are using:').answer).not.toBeNull();
  });
});

describe('compounds', () => {
  it.each([
    ['plaintext', 'plain-text', 'plain text'],
    ['email', 'e-mail', 'e mail'],
    ['antimalware', 'anti-malware', 'anti malware'],
    ['hardcoded', 'hard-coded', 'hard coded'],
    ['setup', 'set-up', 'set up'],
    ['backup', 'back-up', 'back up'],
  ])('%p, %p and %p are one word', (closed, hyphenated, open) => {
    expect(words(hyphenated)).toEqual([closed]);
    expect(words(open)).toEqual([closed]);
  });

  it('reads other forms of a compound as it: "e-mails", "log-ins", "backed up", "hard coding"', () => {
    expect(words('e-mails and log-ins')).toEqual(['emails', 'and', 'logins']);
    expect(words('data backed up')).toEqual(['data', 'backup']);
    expect(words('hard coding')).toEqual(['hardcoding']);
  });

  it('does not join an open form that is often two words of their own', () => {
    expect(words('Events are logged in the SIEM')).toEqual(['events', 'are', 'logged', 'in', 'the', 'siem']);
    expect(words('We log on all servers')).toEqual(['we', 'log', 'on', 'all', 'servers']);
    expect(words('log-in')).toEqual(['login']);
  });

  it('answers a question in one spelling from a record in another', () => {
    const index = new KnowledgeIndex([control('MAL-01', 'Endpoint protection', 'Run antimalware software on every laptop.')]);
    expect(index.scored('Do you run anti-malware software on laptops?').kind).toBe('yes');
  });
});

describe('round the clock', () => {
  const alerts = section(
    'Alert handling',
    'High-severity alerts are acknowledged by the on-call engineer within 30 minutes at any hour. An alert that points to a security incident is escalated.',
  );

  it('is "24 x 7 x 365", "24/7", "around the clock", "continuously" and "at any hour" alike', () => {
    for (const phrase of ['on a 24 x 7 x 365 basis', '24/7', 'around the clock', 'at any hour', '24x7', 'continuously', '24 hours a day'])
      expect(topicsOf(`Do you respond to incidents ${phrase}?`)).toContain('round the clock');
  });

  it('answers a question asking for it from a record saying the thing is done at any hour', () => {
    expect(compose('Do you have the capability to respond to incidents on a 24 x 7 x 365 basis?', alerts)?.kind).toBe('yes');
  });

  it('answers a question asking it continuously from a record saying the thing is done at any hour', () => {
    expect(compose('Do you respond to incidents continuously?', alerts)?.kind).toBe('yes');
  });

  it('is not said by a period of hours', () => {
    const withinAnHour = section('Alert handling', 'Security incidents are acknowledged within one hour of their report.');
    expect(compose('Do you respond to incidents 24/7?', withinAnHour)?.kind).toBe('text');
  });
});

describe('a practice a security programme forbids', () => {
  const secrets = section(
    'Storage of secrets',
    'Keys and secrets are kept only in the key management service. They are never placed in source code, configuration files or images.',
  );

  it('is answered No by a record saying it never happens', () => {
    const composed = compose('Are there any passwords/passphrases hard-coded into your systems or solutions?', secrets);
    expect(composed?.kind).toBe('no');
    expect(composed?.answer).toMatch(/^No\. /);
  });

  it('is never answered Yes by a record naming it without a negation', () => {
    const scanned = section('Secret scanning', 'Repositories are scanned for secrets in source code on every change.');
    expect(compose('Are any passwords hard-coded?', scanned)?.kind).toBe('text');
  });

  it('is read as any other practice where the question asks about a check against it, or asks in the negative', () => {
    const scanned = section('Secret scanning', 'Repositories are scanned for passwords in source code on every change.');
    expect(compose('Do you scan for passwords hard-coded in source code?', scanned)?.kind).toBe('yes');
    expect(compose('Do you prohibit hard-coded passwords?', secrets)?.kind).not.toBe('no');
  });

  it('includes storing passwords in plain text', () => {
    const hashed = section('Password storage', 'Passwords are never stored in plain text, only hashed with a slow salted function.');
    expect(compose('Are you storing any passwords in plaintext?', hashed)?.kind).toBe('no');
  });
});

describe('a DMZ', () => {
  const segmentation = control(
    'NET-02',
    'Network segmentation',
    'Separate production and corporate environments, and keep public-facing systems in a separate zone.',
  );

  it('is answered by public-facing systems kept in a separate zone', () => {
    const index = new KnowledgeIndex([segmentation]);
    const suggestion = index.scored(
      'Does your company place all externally exposed systems in a DMZ, separated from the internal network by a network filter?',
    );
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('NET-02');
  });

  it('is not any separate zone: one holding cardholder data is none', () => {
    const cardholder = control('PCI-01', 'Cardholder data environment', 'Keep cardholder data in a separate zone with its own firewall.');
    const index = new KnowledgeIndex([cardholder]);
    expect(index.scored('Do you have a DMZ?').kind).not.toBe('yes');
  });
});

describe('authorization of a change', () => {
  const approving = section(
    'Peer review',
    'Every change is reviewed and approved by a person other than its author before it is deployed.',
  );

  it('is answered by a record saying who approves changes', () => {
    expect(compose('Do you require authorization of changes?', approving)?.kind).toBe('yes');
  });

  it('is not answered by a record saying changes are tested', () => {
    const tested = section('Testing', 'Every change passes the automated test suite before it is deployed.');
    expect(compose('Do you require authorization of changes before they are deployed?', tested)?.kind).not.toBe('yes');
  });
});

describe('words that add no condition to a list they introduce', () => {
  const index = new KnowledgeIndex([control('SDL-07', 'Change testing', 'Every change is tested before it is deployed to production.')]);

  it('answer "minimally include" and "before moving changes to production" from a record of the thing itself', () => {
    expect(index.scored('Does your change process minimally include testing before moving changes to production?').kind).toBe('yes');
  });

  it('still hold the thing itself: a record of testing does not answer for a rollback plan', () => {
    expect(index.scored('Does your change process minimally include a rollback plan before moving changes to production?').kind).not.toBe(
      'yes',
    );
  });
});
