/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { gdpr } from '@/lib/catalog/frameworks/gdpr';
import { iso27701Mapping } from '@/lib/catalog/frameworks/iso27701-mapping';
import { iso27701 } from '@/lib/catalog/frameworks/iso27701';
import { ukGdprMapping } from '@/lib/catalog/frameworks/uk-gdpr-mapping';
import { ukGdpr } from '@/lib/catalog/frameworks/uk-gdpr';
import { requirementsOf } from '@/lib/catalog/library';
import { describeOfficialList } from './new-frameworks-harness';

// Annex A (controllers, clause 7) and Annex B (processors, clause 8): 31 and 18 controls.
describeOfficialList('iso27701', {
  framework: iso27701,
  mapping: iso27701Mapping,
  format: /^(A\.7|B\.8)\.[2-5]\.\d{1,2}$/,
  groups: { 'A.7.2': 8, 'A.7.3': 10, 'A.7.4': 9, 'A.7.5': 4, 'B.8.2': 6, 'B.8.3': 1, 'B.8.4': 3, 'B.8.5': 8 },
  known: ['A.7.2.1', 'A.7.2.5', 'A.7.3.10', 'A.7.4.9', 'A.7.5.4', 'B.8.2.1', 'B.8.3.1', 'B.8.5.8'],
  absent: ['A.7.3.11', 'B.8.2.7', 'B.8.5.9', 'A.5.15'],
});

// Articles of the UK GDPR and sections of the Data Protection Act 2018.
describeOfficialList('uk-gdpr', {
  framework: ukGdpr,
  mapping: ukGdprMapping,
  format: /^(Art\. \d{1,2}|DPA 2018 (s\. 10|Sch\. 1 Pt 4))$/,
  groups: { principles: 6, rights: 11, duties: 8, security: 3, 'dpia-dpo': 5, transfers: 5, 'dpa-2018': 2 },
  known: ['Art. 5', 'Art. 27', 'Art. 30', 'Art. 33', 'Art. 46', 'DPA 2018 s. 10', 'DPA 2018 Sch. 1 Pt 4'],
  // Art. 48 was not retained; Art. 51–76 concern supervisory authorities.
  absent: ['Art. 48', 'Art. 51', 'Art. 60'],
});

describe('privacy standards mappings', () => {
  const mappedTo = (key: string) => libraryControls.filter((control) => control.maps.includes(key)).map((control) => control.id);

  it('rests each UK GDPR article on the controls of the same GDPR article', () => {
    for (const { id } of requirementsOf(gdpr)) expect({ id, uk: mappedTo(`uk-gdpr:${id}`) }).toEqual({ id, uk: mappedTo(`gdpr:${id}`) });
  });

  it('names the UK in the representative and transfer controls it relies on', () => {
    expect(libraryControls.find((control) => control.id === 'PRV-03')?.asks).toMatch(/UK/);
    expect(libraryControls.find((control) => control.id === 'PRV-25')?.asks).toMatch(/UK/);
  });

  it('answers a processor’s legal disclosure duties with the legal request control', () => {
    expect(mappedTo('iso27701:B.8.5.4')).toEqual(['PRV-34']);
    expect(mappedTo('iso27701:A.7.2.5')).toEqual(['PRV-21']);
  });
});
