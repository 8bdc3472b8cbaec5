import { KnowledgeIndex, type KnowledgeDocument, type Suggestion } from '@/lib/domain/questionnaires';
import { listedParts, partsAnswer } from '@/lib/domain/questionnaires/parts';
import { controlDocument as control } from '../../../support/knowledge-documents';

describe('the things a question lists', () => {
  it('reads each thing of a list as a question of its own, the same words around it', () => {
    expect(
      listedParts('Does your change process include authorization, impact analysis, and testing before moving changes to production?')
        ?.parts,
    ).toEqual([
      'Does your change process include authorization before moving changes to production?',
      'Does your change process include impact analysis before moving changes to production?',
      'Does your change process include testing before moving changes to production?',
    ]);
  });

  it('reads "X and Y" as two things', () => {
    expect(listedParts('Is encryption and integrity protection in place for internal traffic?')?.parts).toEqual([
      'Is encryption in place for internal traffic?',
      'Is integrity protection in place for internal traffic?',
    ]);
  });

  it('reads "(both A and B)" as both kinds of the thing before it', () => {
    expect(listedParts('Do you protect personal information against unauthorized access (both physical and logical)?')?.parts).toEqual([
      'Do you protect personal information against unauthorized physical access?',
      'Do you protect personal information against unauthorized logical access?',
    ]);
  });

  it('reads a second question joined by ", and does" as a question of its own', () => {
    expect(listedParts('Do you have a security program, and does it cover all customer data?')?.parts).toEqual([
      'Do you have a security program?',
      'Does it cover all customer data?',
    ]);
  });

  it('reads "A and B and C" at the conjunction read one way only', () => {
    expect(listedParts('Are identity and access management policies and procedures documented?')?.parts).toEqual([
      'Are identity and access management policies documented?',
      'Are identity and access management procedures documented?',
    ]);
  });

  it('runs the first thing back no further than the others, leaving what is done to them around each', () => {
    expect(listedParts('Have you implemented monitoring and alerting for your network?')?.parts).toEqual([
      'Have you implemented monitoring for your network?',
      'Have you implemented alerting for your network?',
    ]);
  });

  it('reads adjectives listed before one thing as kinds of it, what runs before them around each', () => {
    expect(listedParts('Do you run internal and external audits of your vendors?')?.parts).toEqual([
      'Do you run internal audits of your vendors?',
      'Do you run external audits of your vendors?',
    ]);
    expect(listedParts('Are administrative, technical, and physical safeguards documented?')?.parts).toEqual([
      'Are administrative safeguards documented?',
      'Are technical safeguards documented?',
      'Are physical safeguards documented?',
    ]);
  });

  it('does not read a thing named before another as a kind of it', () => {
    expect(listedParts('Is encryption and integrity protection in place?')?.parts).toEqual([
      'Is encryption in place?',
      'Is integrity protection in place?',
    ]);
  });

  it('reads two things done after "to" as a verb and its object each, the words before "to" around each', () => {
    expect(listedParts('Do you require contractors to set up accounts and rotate keys?')?.parts).toEqual([
      'Do you require contractors to set up accounts?',
      'Do you require contractors to rotate keys?',
    ]);
    expect(listedParts('Do you ask new hires to sign a contract and to read the handbook?')?.parts).toEqual([
      'Do you ask new hires to sign a contract?',
      'Do you ask new hires to read the handbook?',
    ]);
  });

  it('reads things used after "to" as things, not as things done, when nothing says they are done', () => {
    expect(listedParts('Do you allow staff to use personal laptops and cloud storage?')?.parts).toEqual([
      'Do you allow staff to use personal laptops?',
      'Do you allow staff to use cloud storage?',
    ]);
  });

  it('keeps the conjunction, as "or" is not denied by one thing', () => {
    expect(listedParts('Do you use tokens or certificates for service accounts?')?.conjunction).toBe('or');
  });

  it('does not split examples of the thing asked, nor a question that lists nothing', () => {
    expect(listedParts('Is all traffic encrypted (including passwords, emails, and files)?')).toBeNull();
    expect(listedParts('Is traffic encrypted, such as emails and files?')).toBeNull();
    expect(listedParts('Do you encrypt data at rest?')).toBeNull();
  });

  it('asks each part without the examples closing the question', () => {
    expect(
      listedParts('Is encryption and integrity protection in place for internal traffic (including passwords and emails)?')?.parts,
    ).toEqual(['Is encryption in place for internal traffic?', 'Is integrity protection in place for internal traffic?']);
    expect(listedParts('Does your process meet business needs and legal requirements, including retention and disposal?')?.parts).toEqual([
      'Does your process meet business needs?',
      'Does your process meet legal requirements?',
    ]);
  });

  it('reads a parenthesis right after a list as said of its last thing only', () => {
    expect(listedParts('Does your inventory cover servers, laptops, and phones (company and employee owned)?')?.parts).toEqual([
      'Does your inventory cover servers?',
      'Does your inventory cover laptops?',
      'Does your inventory cover phones (company and employee owned)?',
    ]);
  });

  it('keeps around each part a parenthesis that does not follow the list', () => {
    expect(listedParts('Do you encrypt laptops and servers at rest (AES-256)?')?.parts).toEqual([
      'Do you encrypt laptops at rest (AES-256)?',
      'Do you encrypt servers at rest (AES-256)?',
    ]);
  });

  it('does not split phrases longer than a thing named', () => {
    expect(listedParts('Do you keep logs, customer account master records, and audit trails?')).toBeNull();
    expect(listedParts('Is training related to the Health Insurance Portability and Accountability Act?')).toBeNull();
  });
});

const said = (kind: 'yes' | 'no', statement: string, id: string): Suggestion => ({
  answer: `${kind === 'yes' ? 'Yes.' : 'No.'} ${statement}`,
  kind,
  confidence: kind === 'yes' ? 0.9 : 0.8,
  sources: [{ type: 'control', id, label: id }],
});
const none: Suggestion = { answer: null, kind: null, confidence: 0, sources: [] };
const everyNamed = () => true;
const from =
  (answers: Record<string, Suggestion>) =>
  (question: string): Suggestion => {
    const named = Object.entries(answers).filter(([word]) => question.includes(word));
    return named.length === 1 ? named[0]![1] : none;
  };

describe('the answer to a question that lists several things', () => {
  const question = 'Is encryption and integrity protection in place for internal traffic?';
  const encrypted = said('yes', 'Internal traffic is encrypted with TLS.', 'CRY-01');
  const signed = said('yes', 'Internal messages are signed.', 'CRY-02');

  it('is Yes when every part is a Yes, saying and citing each record', () => {
    const answer = partsAnswer(question, from({ encryption: encrypted, integrity: signed }), everyNamed);
    expect(answer).toEqual({
      answer: 'Yes. Internal traffic is encrypted with TLS. Internal messages are signed.',
      kind: 'yes',
      confidence: 0.9,
      sources: [encrypted.sources[0], signed.sources[0]],
    });
  });

  it('is none when a part is held by no record', () => {
    expect(partsAnswer(question, from({ encryption: encrypted }), everyNamed)).toBeNull();
  });

  it('is none when a part is only described, without a Yes', () => {
    const described = { ...signed, answer: 'Internal messages are signed.', kind: 'text' as const };
    expect(partsAnswer(question, from({ encryption: encrypted, integrity: described }), everyNamed)).toBeNull();
  });

  it('is No when a record says No to a part and every other part is answered', () => {
    const unsigned = said('no', 'Our control Message signing (CRY-02) is not implemented yet.', 'CRY-02');
    const answer = partsAnswer(question, from({ encryption: encrypted, integrity: unsigned }), everyNamed);
    expect(answer?.kind).toBe('no');
    expect(answer?.sources.map((source) => source.id)).toEqual(['CRY-02']);
  });

  it('is none when one of things joined by "or" is a No', () => {
    const unsigned = said('no', 'Message signing is not in place.', 'CRY-02');
    expect(
      partsAnswer('Is encryption or integrity protection in place?', from({ encryption: encrypted, integrity: unsigned }), everyNamed),
    ).toBeNull();
  });

  it('splits a part along a list inside it', () => {
    const answer = partsAnswer(
      'Do you have a security program, and does it cover servers and laptops?',
      from({
        program: said('yes', 'We have a program.', 'GOV-01'),
        servers: said('yes', 'Servers.', 'OPS-01'),
        laptops: said('yes', 'Laptops.', 'END-01'),
      }),
      everyNamed,
    );
    expect(answer?.sources.map((source) => source.id)).toEqual(['GOV-01', 'OPS-01', 'END-01']);
  });
});

describe('the engine on a question that lists several things', () => {
  const index = new KnowledgeIndex([
    control('END-03', 'Laptop disk encryption', 'Encrypt the disks of every laptop.'),
    control('OPS-09', 'Server disk encryption', 'Encrypt the disks of every server.'),
  ]);

  it('answers Yes citing the record of each part', () => {
    const answer = index.scored('Do you encrypt the disks of laptops and servers?');
    expect(answer.kind).toBe('yes');
    expect(answer.sources.map((source) => source.id)).toEqual(['END-03', 'OPS-09']);
  });

  it('gives no Yes when a part is in no record', () => {
    expect(index.scored('Do you encrypt the disks of laptops and phones?').kind).not.toBe('yes');
  });

  it('gives no Yes when a part is held only by a record that does not name its thing', () => {
    const section = (id: string, heading: string, text: string): KnowledgeDocument => ({
      type: 'policy',
      id,
      label: `Operations Policy v1.0 § ${id} Policy Statements: ${heading}`,
      title: `Operations Policy Policy Statements: ${heading}`,
      heading,
      text,
    });
    const sharing = new KnowledgeIndex([
      section('4.1', 'Agreements', 'New hires fill out a confidentiality agreement before their first day.'),
      section('4.2', 'Capacity requirements', 'Capacity requirements of new services are reviewed every quarter.'),
    ]);
    expect(sharing.scored('Do you require new hires to fill out agreements and review policies?').kind).not.toBe('yes');
  });
});

describe('the engine on a question of two things done', () => {
  const index = new KnowledgeIndex([
    control('HR-02', 'Employment contracts', 'New hires sign an employment contract before their first day.'),
    control('HR-05', 'Security training', 'New hires complete security awareness training in their first week.'),
  ]);

  it('answers Yes citing the record of each thing done', () => {
    const answer = index.scored('Do you require new hires to sign an employment contract and to complete security awareness training?');
    expect(answer.kind).toBe('yes');
    expect(answer.sources.map((source) => source.id)).toEqual(['HR-02', 'HR-05']);
  });

  it('gives no Yes when one thing done is in no record', () => {
    expect(index.scored('Do you require new hires to sign an employment contract and to encrypt their laptops?').kind).not.toBe('yes');
  });

  it('gives no Yes when the things are done by others than the records say', () => {
    expect(
      index.scored('Do you require vendors to sign an employment contract and to complete security awareness training?').kind,
    ).not.toBe('yes');
    expect(
      index.scored('Do you require new hires to sign an employment contract and vendors to complete security awareness training?').kind,
    ).not.toBe('yes');
  });
});
