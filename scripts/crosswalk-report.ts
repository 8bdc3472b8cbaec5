import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { libraryControls } from '@/lib/catalog/controls';
import { measureCrosswalk, type PublishedMapping } from '@/lib/catalog/crosswalk-measure';
import { libraryFrameworks } from '@/lib/catalog/library';

/**
 * Prints, for each published mapping kept in tests/fixtures/crosswalk, the crosswalk's recall and precision against
 * it and the published pairs it still misses (`npm run crosswalk`; `--summary` leaves the list out).
 */
const folder = join(process.cwd(), 'tests', 'fixtures', 'crosswalk');
const summaryOnly = process.argv.includes('--summary');
const percent = (value: number) => value.toFixed(2);
const heldIds = (frameworkId: string) =>
  new Set(libraryFrameworks.find(({ id }) => id === frameworkId)?.groups.flatMap((group) => group.requirements.map(({ id }) => id)) ?? []);

for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const mapping = JSON.parse(readFileSync(join(folder, file), 'utf8')) as PublishedMapping;
  const measure = measureCrosswalk(mapping, libraryControls, libraryFrameworks);
  console.log(`${measure.from} → ${measure.to} (${mapping.source.publisher}: ${mapping.source.title})`);
  console.log(
    `  recall ${percent(measure.recall)} (${measure.found} of ${measure.published} published pairs), precision ${percent(measure.precision)} ` +
      `(${measure.found} of ${measure.linked} links)`,
  );
  if (measure.outside > 0) {
    // Such pairs (SP 800-53 controls outside the Moderate baseline) are no misses of the crosswalk: they are left out.
    const outsideIds = [...new Set(mapping.pairs.map(([a, b]) => (heldIds(measure.from).has(a) ? b : a)))].filter(
      (id) => !heldIds(measure.from).has(id) && !heldIds(measure.to).has(id),
    );
    console.log(`  not counted: ${measure.outside} published pairs name requirements the library does not hold (${outsideIds.length} ids)`);
    if (!summaryOnly) console.log(`  not held: ${outsideIds.join(', ')}`);
  }
  if (!summaryOnly && measure.missed.length > 0) {
    console.log(`  missed: ${measure.missed.map(([a, b]) => `${a}→${b}`).join(', ')}`);
  }
}
