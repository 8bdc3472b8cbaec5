import { controlIdsOf } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { libraryFrameworks, requirementsOf } from '@/lib/catalog/library';
import type { LibraryFramework } from '@/lib/catalog/types';
import {
  catalogFrameworkSchema,
  type CatalogCategory,
  type CatalogFramework,
  type CatalogSection,
  type FrameworkCategory,
} from '@/lib/schemas/frameworks/records';

/**
 * An Add Framework card: the framework's figures as the catalog gives them. `requirements` counts its requirement
 * list and `unit` names what is counted ("criteria", "articles", …); `controls` counts the library controls mapped to
 * it; `edition` is the edition (and date) the list follows.
 */
export type AddFrameworkCard = CatalogFramework & { unit: string; edition: string };

/** What a framework's requirements are called where "requirements" would say less; any other framework's are requirements. */
const requirementUnits: Readonly<Record<string, string>> = {
  fedramp: 'controls and enhancements',
  gdpr: 'articles',
  'nist-csf': 'subcategories',
  'pci-dss': 'requirement sections',
  soc2: 'criteria',
};

/** Controls a small team puts in place, with their evidence, in a week: the basis of the setup estimate. */
export const CONTROLS_PER_WEEK = 8;

/** The shortest setup estimate: scoping, owners and a first evidence pass take a fortnight however small the list. */
export const MINIMUM_SETUP_WEEKS = 2;

/** Weeks to set a framework up: its mapped controls at CONTROLS_PER_WEEK, never under MINIMUM_SETUP_WEEKS. */
export function setupWeeksFor(controls: number): number {
  return Math.max(MINIMUM_SETUP_WEEKS, Math.ceil(controls / CONTROLS_PER_WEEK));
}

/** Complexity from the size of the requirement list: 100 or more High, 30 or more Medium, fewer Low. */
export function complexityFor(requirements: number): CatalogFramework['complexity'] {
  if (requirements >= 100) return 'High';
  return requirements >= 30 ? 'Medium' : 'Low';
}

const categories: Record<FrameworkCategory, CatalogCategory> = {
  finance: 'financial',
  healthcare: 'healthcare',
  privacy: 'privacy',
  security: 'security',
};

const sections: Record<FrameworkCategory, CatalogSection> = {
  finance: 'financial',
  healthcare: 'healthcare',
  privacy: 'technology',
  security: 'technology',
};

/** How many group titles a card lists before "and N more". */
const LISTED_GROUPS = 3;

/** What the card says the framework covers: its first groups' titles, then how many more there are. */
function coverageLines(framework: LibraryFramework): string[] {
  const titles = framework.groups.map((group) => group.title);
  const listed = titles.slice(0, LISTED_GROUPS);
  const more = titles.length - listed.length;
  return more > 0 ? [...listed, `and ${more} more ${more === 1 ? 'group' : 'groups'} of requirements`] : listed;
}

/**
 * The card of a library framework, from the catalog alone: its name and edition from the library, its description,
 * category and popularity from the directory, its figures counted. A library framework the directory lacks is a
 * mistake in the catalog, so it throws.
 */
export function catalogCardOf(framework: LibraryFramework): AddFrameworkCard {
  const entry = frameworkDirectory.find((candidate) => candidate.id === framework.id);
  if (!entry) throw new Error(`No directory entry for library framework ${framework.id}`);
  const requirements = requirementsOf(framework).length;
  const controls = controlIdsOf(framework.id).length;
  const card = catalogFrameworkSchema.parse({
    id: framework.id,
    name: framework.name,
    description: entry.description,
    category: categories[entry.category],
    section: sections[entry.category],
    popular: entry.tags.includes('popular'),
    complexity: complexityFor(requirements),
    features: coverageLines(framework),
    requirements,
    controls,
    setupWeeks: setupWeeksFor(controls),
  });
  return { ...card, unit: requirementUnits[framework.id] ?? 'requirements', edition: framework.edition };
}

/**
 * The Add Framework cards (product content, the same for every organization): one for every framework whose
 * requirement list the library holds, in the library's order, so a framework added to the library gets its card
 * with no other edit. HITRUST (a licensed list, imported) and custom frameworks have cards of their own.
 */
export const frameworkCatalog: readonly AddFrameworkCard[] = libraryFrameworks.map(catalogCardOf);
