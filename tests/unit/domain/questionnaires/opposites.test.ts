import { KnowledgeIndex, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { policyStatement } from '../../../support/knowledge-documents';

const section = policyStatement;

const mobileEncryption = section(
  'Mobile Device Policy',
  'Encryption',
  'Device storage encryption is enabled. Devices that cannot encrypt their storage are not allowed.',
);
const dataLocation = section(
  'Cloud Security Policy',
  'Data location',
  'Customer data is stored and processed only in the regions agreed with customers.',
);
const supportedSystems = section('Endpoint Security Policy', 'Updates', 'Only supported operating systems are used.');
const olderVersions = section(
  'Endpoint Security Policy',
  'Updates',
  'Operating system versions that no longer receive security updates are not allowed.',
);

const scored = (records: KnowledgeDocument[], question: string) => new KnowledgeIndex(records).scored(question);

describe('a No said by a record requiring the opposite', () => {
  it.each([
    ['Do you allow access to email from unencrypted mobile devices such as phones?', mobileEncryption, 'Devices that cannot encrypt'],
    ['Do backups ever leave the data region?', dataLocation, 'Customer data is stored and processed only in the regions'],
    ["Do backups containing the institution's data ever leave the institution's data zone?", dataLocation, 'Customer data'],
    ['Do you still run systems on unsupported operating systems?', supportedSystems, 'Only supported operating systems'],
    ['Does your company still have systems running Windows Vista or earlier versions?', olderVersions, 'Operating system versions'],
  ])('%s is answered No in the record words', (question, record, words) => {
    const suggestion = scored([record], question);
    expect(suggestion.kind).toBe('no');
    expect(suggestion.answer).toMatch(new RegExp(`^No\\. ${words}`));
    expect(suggestion.sources[0]?.id).toBe(record.id);
  });
});

describe('what the opposite does not answer', () => {
  it.each([
    // Leaving the company is not leaving the region the record keeps data in.
    ['Do backups ever leave the company premises?', dataLocation],
    // Data kept in agreed regions has not been said to stay in one country.
    ['Does customer data ever leave the country?', dataLocation],
    // What happened is answered only from answers approved before.
    ['Has customer data left the region in the past 12 months?', dataLocation],
    // A record about devices says nothing of USB drives.
    ['Do you allow unencrypted USB drives?', mobileEncryption],
    // Describing one case is no requirement.
    [
      'Do you allow unencrypted mobile devices?',
      section('Mobile Device Policy', 'Encryption', 'Mobile devices are encrypted by device management.'),
    ],
    // A permission is no requirement either.
    [
      'Does customer data ever leave the region?',
      section('Cloud Security Policy', 'Data location', 'Customer data may be stored only in the agreed regions.'),
    ],
    // Stopping the state is asked in its own sense: the requirement would be its Yes, never a No.
    ['Do you block unencrypted mobile devices?', mobileEncryption],
    ['Do you require that unsupported operating systems are removed?', supportedSystems],
  ])('%s is not answered No', (question, record) => {
    expect(scored([record], question).kind).not.toBe('no');
  });

  it('leaves an answer a person approved as it was', () => {
    const approved: KnowledgeDocument = {
      id: 'library-1',
      type: 'library',
      label: 'Approved answer',
      title: 'Do you allow unencrypted mobile devices?',
      text: 'Do you allow unencrypted mobile devices? No, enrolment checks encryption first.',
      answer: 'No, enrolment checks encryption first.',
      kind: 'no',
    };
    const suggestion = scored([mobileEncryption, approved], 'Do you allow unencrypted mobile devices?');
    expect(suggestion.answer).toBe('No, enrolment checks encryption first.');
    expect(suggestion.sources[0]?.id).toBe('library-1');
  });

  it('never answers Yes from a record requiring the opposite', () => {
    for (const record of [mobileEncryption, dataLocation, supportedSystems, olderVersions]) {
      for (const question of [
        'Do you allow unencrypted mobile devices?',
        'Does customer data ever leave the region?',
        'Do you run unsupported operating systems?',
      ])
        expect(scored([record], question).kind).not.toBe('yes');
    }
  });
});

describe('a No to networks that allow access to what is private, from a record granting them none', () => {
  const officeNetworks = section(
    'Network Security Policy',
    'Office and wireless networks',
    'Office wireless networks use WPA3 with individual authentication. Being on an office network grants no access to production or to internal applications.',
  );

  it('says No, quoting the sentence that grants no access', () => {
    const suggestion = scored(
      [officeNetworks],
      'Do you operate wireless networks that allow access to private aspects of your infrastructure?',
    );
    expect(suggestion.kind).toBe('no');
    expect(suggestion.answer).toMatch(/grants no access to production/);
  });

  it('says nothing of access the record does not speak of, nor of networks it does not name', () => {
    expect(scored([officeNetworks], 'Do you operate wireless networks that allow access to the internet?').kind).not.toBe('no');
    expect(scored([officeNetworks], 'Do you operate VPN networks that allow access to internal systems?').kind).not.toBe('no');
  });
});
