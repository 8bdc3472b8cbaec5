/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureCrosswalk, type PublishedMapping } from '@/lib/catalog/crosswalk-measure';
import { libraryFrameworks } from '@/lib/catalog/library';

const group = (id: string, ids: string[]) => ({
  id,
  title: id,
  requirements: ids.map((requirementId) => ({ id: requirementId, title: requirementId })),
});
const frameworks = [
  { id: 'a', name: 'A', groups: [group('a', ['a1', 'a2', 'a3'])] },
  { id: 'b', name: 'B', groups: [group('b', ['b1', 'b2', 'b3'])] },
];
const source = { publisher: 'P', title: 'T', url: 'https://example.org', obtained: 'by hand' };

describe('measureCrosswalk', () => {
  it('counts the published pairs the crosswalk makes, the links it makes beyond them, and lists those it misses', () => {
    const controls = [
      { id: 'C1', maps: ['a:a1', 'b:b1', 'b:b2'] },
      { id: 'C2', maps: ['a:a2', 'b:b3'] },
      { id: 'C3', maps: ['a:a3', 'b:b1'] },
    ];
    const mapping: PublishedMapping = {
      from: 'a',
      to: 'b',
      source,
      pairs: [
        ['a1', 'b1'],
        ['a2', 'b2'],
        ['a1', 'b9'],
      ],
    };
    expect(measureCrosswalk(mapping, controls, frameworks)).toEqual({
      from: 'a',
      to: 'b',
      published: 2,
      outside: 1,
      // a1 → b1, b2 and a2 → b3; a3, which the publisher left unmapped, is not judged.
      linked: 3,
      found: 1,
      recall: 0.5,
      precision: 1 / 3,
      missed: [['a2', 'b2']],
    });
  });

  it('says nothing is found when no control is shared, and refuses a framework the library lacks', () => {
    const mapping: PublishedMapping = { from: 'a', to: 'b', source, pairs: [['a1', 'b1']] };
    expect(measureCrosswalk(mapping, [], frameworks)).toMatchObject({ recall: 0, precision: 0, linked: 0, missed: [['a1', 'b1']] });
    expect(() => measureCrosswalk({ ...mapping, to: 'zz' }, [], frameworks)).toThrow('The library holds no framework zz');
  });
});

describe('the published mappings kept as test data', () => {
  const folder = join(process.cwd(), 'tests', 'fixtures', 'crosswalk');
  const mappings = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as PublishedMapping);

  it('name their publisher and where they were published, between frameworks the library holds', () => {
    expect(mappings.length).toBeGreaterThanOrEqual(2);
    const held = new Set<string>(libraryFrameworks.map((framework) => framework.id));
    for (const mapping of mappings) {
      expect(mapping.source.publisher).not.toBe('');
      expect(mapping.source.url).toMatch(/^https:\/\//);
      expect(held.has(mapping.from) && held.has(mapping.to)).toBe(true);
      expect(mapping.pairs.length).toBeGreaterThan(100);
    }
  });
});
