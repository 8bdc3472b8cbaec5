import { holdsConcept, questionConcepts } from '@/lib/domain/questionnaires';
import { questionCore } from '@/lib/domain/questionnaires/question-core';
import { stemsOf } from '@/lib/domain/questionnaires/text';
import { policyStatement, composedFor } from '../../../support/knowledge-documents';

// A question and a record saying one thing in the words of its own area: complying with the laws of an area and
// meeting what the law sets for it, the end of a contract however it comes, and data handed back by an export.

const section = (heading: string, text: string) => policyStatement('Customer Policy', heading, text);

const compose = composedFor;

const topics = (question: string) => questionConcepts(questionCore(question)).map((concept) => concept.topic);

describe('complying with the laws of an area', () => {
  const notices = section(
    'Authorities',
    'A breach is notified to the authorities within the time their law sets, and to the people affected where the law requires it.',
  );

  it('is meeting what the law sets for that area, which a record of the area names', () => {
    expect(compose('Will you comply with all applicable breach notification laws?', notices)?.kind).toBe('yes');
  });

  it('is not said by a record of the area that names no law', () => {
    const register = section('Register', 'Every breach is recorded in the breach register with the notifications made.');
    expect(compose('Will you comply with applicable breach notification laws?', register)?.kind).toBe('text');
  });

  it('is not said by a record of another area, though it names the law', () => {
    const tax = section('Tax records', 'Accounting records are kept as long as the law requires.');
    expect(compose('Do you comply with applicable privacy laws?', tax)?.kind).not.toBe('yes');
  });

  it('stays a claim of compliance where no area is named, or a framework is', () => {
    expect(topics('Do you comply with all applicable laws?')).toContain('compliance claim');
    expect(topics('Are you compliant with GDPR?')).toContain('compliance claim');
  });
});

describe('the end of a contract', () => {
  it.each([
    'At the completion of this contract, is data deleted?',
    'Is data deleted at the end of the contract?',
    'Is data deleted on termination of the contract?',
  ])('is one topic however it is said: %p', (question) => expect(topics(question)).toContain('end of contract'));

  it('is not any mention of a contract', () => {
    expect(topics('Do contracts with customers name a security contact?')).not.toContain('end of contract');
  });
});

describe('returning data', () => {
  const exit = section(
    'Exit',
    'After the contract ends, customers may export their data for 30 days; it is then deleted from all systems.',
  );

  it('is answered by the customer exporting it, at the end of the contract however it is worded', () => {
    expect(
      compose('At the completion of the contract, will data be returned to the customer and deleted from all systems?', exit)?.kind,
    ).toBe('yes');
  });

  it('is not answered by a record that only deletes the data', () => {
    const deletion = section('Deletion', 'After the contract ends, customer data is deleted from all systems within 30 days.');
    expect(compose('At the completion of the contract, will data be returned to the customer?', deletion)?.kind).toBe('text');
  });

  it('is not answered by an export at another moment than the one asked', () => {
    const anytime = section('Portability', 'Customers may export their data at any time from the settings page.');
    expect(compose('At the completion of the contract, will data be returned to the customer?', anytime)?.kind).toBe('text');
  });
});

describe('contracts with third parties, with words between', () => {
  const terms = section(
    'Contract terms',
    'Contracts with Critical and High tier third parties require confidentiality and security measures.',
  );

  it('are contracts with third parties where the question says which ones', () => {
    expect(topics('Do your contracts with relevant third parties require confidentiality?')).toContain('vendor contract terms');
    expect(topics('Do you have agreements with all the third parties you use?')).toContain('vendor contract terms');
  });

  it('are contracts with third parties where the record says which ones', () => {
    expect(compose('Do you have contracts with third parties that require confidentiality?', terms)?.kind).toBe('yes');
  });

  it('are not read across a statement of its own', () => {
    const apart = section('Reviews', 'Contracts with customers are reviewed by legal counsel. Third parties are assessed yearly.');
    const vendorTerms = questionConcepts('vendor contracts').find((concept) => concept.topic === 'vendor contract terms')!;
    expect(holdsConcept(stemsOf(apart.text), vendorTerms)).toBe(false);
    expect(holdsConcept(stemsOf(terms.text), vendorTerms)).toBe(true);
  });
});

describe('a thing named the other way round, with "of"', () => {
  const privacy = questionConcepts('data protection').find((concept) => concept.topic === 'privacy')!;

  it('is the thing named as one phrase: "protection of data" is data protection', () => {
    expect(holdsConcept(stemsOf('Vendor contracts require the protection of data.'), privacy)).toBe(true);
    expect(holdsConcept(stemsOf('Protection of your data is reviewed yearly.'), privacy)).toBe(true);
  });

  it('is not two words that only stand near each other', () => {
    expect(holdsConcept(stemsOf('Data is sent for protection.'), privacy)).toBe(false);
    expect(holdsConcept(stemsOf('The protection of systems covers data.'), privacy)).toBe(false);
  });
});
