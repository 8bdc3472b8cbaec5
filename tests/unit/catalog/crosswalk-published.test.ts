/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { libraryControls } from '@/lib/catalog/controls';
import { measureCrosswalk, type PublishedMapping } from '@/lib/catalog/crosswalk-measure';
import { libraryFrameworks } from '@/lib/catalog/library';

const mappingOf = (file: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'crosswalk', file), 'utf8')) as PublishedMapping;

/**
 * The recall and precision the library's crosswalk reaches against each published mapping: a map removed or
 * stretched so that the crosswalk finds fewer published pairs, or links more requirements the publisher does not,
 * lowers a figure below its floor.
 */
const floors = [
  { file: 'nist-csf-to-iso27001.json', recall: 0.727, precision: 0.704 },
  { file: 'sp800-53-to-iso27001.json', recall: 0.702, precision: 0.728 },
];

describe('the crosswalk measured against the published mappings', () => {
  it.each(floors)('keeps the recall and precision reached against $file', ({ file, recall, precision }) => {
    const measure = measureCrosswalk(mappingOf(file), libraryControls, libraryFrameworks);
    expect(measure.recall).toBeGreaterThanOrEqual(recall);
    expect(measure.precision).toBeGreaterThanOrEqual(precision);
  });

  it('links each SP 800-53 policy and procedures control to the policy, its roles and the legal register', () => {
    const families = ['AC', 'AT', 'AU', 'CA', 'CM', 'CP', 'IA', 'IR', 'MA', 'MP', 'PE', 'PL', 'PS', 'RA', 'SA', 'SC', 'SI', 'SR'];
    for (const controlId of ['GOV-01', 'GOV-02', 'GOV-03', 'GOV-06']) {
      const maps = libraryControls.find((control) => control.id === controlId)?.maps ?? [];
      expect(families.filter((family) => !maps.includes(`fedramp:${family}-1`))).toEqual([]);
    }
  });
});
