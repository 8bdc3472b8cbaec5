/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { doraMapping } from '@/lib/catalog/frameworks/dora-mapping';
import { dora } from '@/lib/catalog/frameworks/dora';
import { nis2Mapping } from '@/lib/catalog/frameworks/nis2-mapping';
import { nis2 } from '@/lib/catalog/frameworks/nis2';
import { describeOfficialList } from './new-frameworks-harness';

// Articles of Regulation (EU) 2022/2554 and, prefixed "RTS", Title II (Art. 2–27) of Delegated Regulation 2024/1774.
describeOfficialList('dora', {
  framework: dora,
  mapping: doraMapping,
  format: /^(RTS )?Art\. \d{1,2}$/,
  groups: { 'risk-management': 10, incidents: 3, testing: 3, 'third-party': 3, rts: 26 },
  known: ['Art. 5', 'Art. 12', 'Art. 19', 'Art. 26', 'Art. 28', 'Art. 30', 'RTS Art. 2', 'RTS Art. 10', 'RTS Art. 27'],
  // Art. 16 is the simplified framework (an alternative), Art. 20 the authorities' templates; RTS Art. 1 is a
  // principle and Title III (Art. 28 on) the simplified framework.
  absent: ['Art. 16', 'Art. 20', 'RTS Art. 1', 'RTS Art. 28'],
});

// Directive (EU) 2022/2555 Art. 20, 21 and 23 by paragraph and point, and the 13 sections of the 2024/2690 Annex.
describeOfficialList('nis2', {
  framework: nis2,
  mapping: nis2Mapping,
  format: /^(Art\. 2[013]\(\d\)(\([a-j]\))?|Annex \d{1,2})$/,
  groups: { governance: 2, measures: 13, reporting: 7, annex: 13 },
  known: ['Art. 20(1)', 'Art. 21(2)(a)', 'Art. 21(2)(j)', 'Art. 23(4)(a)', 'Art. 23(4)(e)', 'Annex 1', 'Annex 13'],
  absent: ['Art. 21(2)(k)', 'Art. 23(4)(f)', 'Annex 14'],
});

describe('EU resilience mappings', () => {
  const mappedTo = (key: string) => libraryControls.filter((control) => control.maps.includes(key)).map((control) => control.id);

  it('reports major and significant incidents to authorities through one control, apart from personal data breaches', () => {
    expect(mappedTo('dora:Art. 19')).toEqual(['INC-09']);
    expect(mappedTo('nis2:Art. 23(4)(a)')).toEqual(['INC-09']);
    expect(libraryControls.find((control) => control.id === 'INC-06')?.maps.some((key) => key.startsWith('nis2:'))).toBe(false);
  });

  it('gives threat-led penetration tests and the register of ICT arrangements their own controls', () => {
    expect(mappedTo('dora:Art. 26')).toEqual(['VUL-05']);
    expect(mappedTo('dora:Art. 29')).toEqual(['VEN-07']);
    expect(mappedTo('dora:Art. 30')).toEqual(['VEN-02']);
  });
});
