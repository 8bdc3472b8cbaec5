/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { euAiActMapping } from '@/lib/catalog/frameworks/eu-ai-act-mapping';
import { euAiAct } from '@/lib/catalog/frameworks/eu-ai-act';
import { iso42001Mapping } from '@/lib/catalog/frameworks/iso42001-mapping';
import { iso42001 } from '@/lib/catalog/frameworks/iso42001';
import { nistAiRmfMapping } from '@/lib/catalog/frameworks/nist-ai-rmf-mapping';
import { nistAiRmf } from '@/lib/catalog/frameworks/nist-ai-rmf';
import { describeOfficialList } from './new-frameworks-harness';

// Clauses 4–10 as numbered in the harmonized structure, and Annex A's 38 controls A.2.2 … A.10.4.
describeOfficialList('iso42001', {
  framework: iso42001,
  mapping: iso42001Mapping,
  format: /^(\d{1,2}(\.\d){1,2}|A\.(\d{1,2})\.\d(\.\d)?)$/,
  groups: {
    '4': 4,
    '5': 3,
    '6': 6,
    '7': 7,
    '8': 4,
    '9': 6,
    '10': 2,
    'A.2': 3,
    'A.3': 2,
    'A.4': 5,
    'A.5': 4,
    'A.6': 9,
    'A.7': 5,
    'A.8': 4,
    'A.9': 3,
    'A.10': 3,
  },
  known: ['6.1.4', '8.4', '10.2', 'A.2.2', 'A.5.5', 'A.6.1.2', 'A.6.2.8', 'A.7.5', 'A.10.4'],
  // Annex A numbering starts at .2 in each topic; A.11 does not exist.
  absent: ['A.2.1', 'A.6.2.1', 'A.11.1', 'A.5.15'],
});

// Articles of Regulation (EU) 2024/1689 that put duties on providers and deployers.
describeOfficialList('eu-ai-act', {
  framework: euAiAct,
  mapping: euAiActMapping,
  format: /^Art\. \d{1,2}$/,
  groups: { general: 3, 'high-risk': 8, providers: 14, deployers: 2, gpai: 3 },
  known: ['Art. 4', 'Art. 5', 'Art. 9', 'Art. 14', 'Art. 17', 'Art. 26', 'Art. 27', 'Art. 50', 'Art. 53', 'Art. 73'],
  // Importers (23) and distributors (24) are out of scope; 99 is penalties.
  absent: ['Art. 23', 'Art. 24', 'Art. 99'],
});

// The AI RMF Core: GOVERN 19, MAP 18, MEASURE 22, MANAGE 13 subcategories.
describeOfficialList('nist-ai-rmf', {
  framework: nistAiRmf,
  mapping: nistAiRmfMapping,
  format: /^(GOVERN|MAP|MEASURE|MANAGE) \d\.\d{1,2}$/,
  groups: { GOVERN: 19, MAP: 18, MEASURE: 22, MANAGE: 13 },
  known: ['GOVERN 1.7', 'GOVERN 6.2', 'MAP 1.6', 'MAP 5.2', 'MEASURE 2.13', 'MEASURE 4.3', 'MANAGE 2.4', 'MANAGE 4.3'],
  absent: ['GOVERN 7.1', 'MAP 6.1', 'MEASURE 2.14', 'MANAGE 5.1'],
});

describe('AI mappings', () => {
  const mappedTo = (key: string) => libraryControls.filter((control) => control.maps.includes(key)).map((control) => control.id);

  it('links the same AI control across the three AI frameworks', () => {
    const oversight = libraryControls.find((control) => control.id === 'AIS-06')?.maps ?? [];
    expect(oversight).toEqual(expect.arrayContaining(['eu-ai-act:Art. 14', 'iso42001:A.9.2', 'nist-ai-rmf:MAP 3.5']));
    const impact = libraryControls.find((control) => control.id === 'AIS-03')?.maps ?? [];
    expect(impact).toEqual(expect.arrayContaining(['eu-ai-act:Art. 27', 'iso42001:A.5.2', 'nist-ai-rmf:MAP 5.1']));
  });

  it('rests the AI management system’s audit and review clauses on the same controls as ISO 27001’s', () => {
    expect(mappedTo('iso42001:9.2.1')).toEqual(mappedTo('iso27001:9.2.1'));
    expect(mappedTo('iso42001:9.3.3')).toEqual(mappedTo('iso27001:9.3.3'));
    expect(mappedTo('iso42001:5.2')).toEqual(['AIS-01']);
  });
});
