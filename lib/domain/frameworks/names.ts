import { directoryIds, frameworkDirectory } from '@/lib/catalog/framework-directory';
import { z } from '@/lib/schemas/zod';
import type { RecommendedFramework } from '../recommendations';

/** The directory id of each framework the questionnaire recommends (lib/domain/recommendations.ts). */
export const recommendationIds: Record<RecommendedFramework, string> = {
  HIPAA: 'hipaa',
  HITECH: 'hitech',
  HITRUST: 'hitrust',
  'SOC 2': 'soc2',
  GLBA: 'glba',
  'BSA/AML': 'bsa-aml',
  'ISO 27001': 'iso27001',
  'ISO 42001': 'iso42001',
  'PCI-DSS': 'pci-dss',
  FERPA: 'ferpa',
  COPPA: 'coppa',
  GDPR: 'gdpr',
  CCPA: 'ccpa',
};

/** A name as compared: lower case, letters and digits only ("PCI-DSS", "pci dss" and "PCI DSS" are one). */
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const idsByKey = new Map<string, string>([
  ...frameworkDirectory.flatMap((framework) => [[key(framework.id), framework.id] as const, [key(framework.name), framework.id] as const]),
  ...Object.entries(recommendationIds).map(([name, id]) => [key(name), id] as const),
]);

/** At most this many names are read from one list (more than the directory holds). */
const MAX_NAMES = 40;

/**
 * The directory ids of a comma-separated list of framework names, as the questionnaire sends them to sign-up
 * (`/register?frameworks=SOC 2, GDPR, PCI-DSS`): recommendation names, directory names or ids, in any case.
 * Unknown names are left out; each id comes once, in the list's order.
 */
export function frameworkIdsFromNames(list: string): string[] {
  const ids = list
    .split(',')
    .slice(0, MAX_NAMES)
    .map((name) => idsByKey.get(key(name)))
    .filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}

/** The frameworks' names joined for a sentence: "SOX", "SOX and GDPR", "SOX, GDPR and PCI DSS". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The directory names of ids, in the directory's order; unknown ids are left out. */
export function directoryNames(ids: readonly string[]): string[] {
  return frameworkDirectory.filter((framework) => ids.includes(framework.id)).map((framework) => framework.name);
}

/**
 * The frameworks a sign-up brings from the questionnaire (`frameworks` of the register body: the comma-separated
 * names of /register?frameworks=…), as directory ids. Unknown names are left out, and a missing, overlong or
 * malformed value adds none: it never fails the sign-up.
 */
export const signUpFrameworksSchema = z
  .object({ frameworks: z.string().max(500).transform(frameworkIdsFromNames).catch([]) })
  .transform((value) => value.frameworks)
  .catch([]);

/** Add Framework's form: the directory id of the card's framework. */
export const addFrameworkSchema = z.object({
  frameworkId: z.string().refine((id) => directoryIds.has(id), 'Choose a framework of the list.'),
});
