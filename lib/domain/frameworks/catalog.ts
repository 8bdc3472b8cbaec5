import { catalogCategorySchema, type CatalogCategory, type CatalogFramework, type CatalogSection } from '@/lib/schemas/frameworks/records';

const isCategory = (value: string): value is CatalogCategory => catalogCategorySchema.safeParse(value).success;

/** Add Framework's controls: search text, industry filter value and chosen tag chip ('' or 'all' = any). */
export type CatalogFilters = { search: string; industry: string; tag: string };

/**
 * Add Framework's filters: search matches title or description case-insensitively; the industry filter matches the
 * card's category; a tag chip matches the category, or 'popular' matches Most Popular cards. An unknown
 * industry or chip value (an edited link) is ignored, as the controls then show "all".
 */
export function matchesCatalogFilters(card: CatalogFramework, filters: CatalogFilters): boolean {
  const search = filters.search.trim().toLowerCase();
  if (search && !card.name.toLowerCase().includes(search) && !card.description.toLowerCase().includes(search)) return false;
  if (isCategory(filters.industry) && card.category !== filters.industry) return false;
  if (filters.tag === 'popular' || isCategory(filters.tag)) {
    const tagMatches = filters.tag === 'popular' ? card.popular : card.category === filters.tag;
    if (!tagMatches) return false;
  }
  return true;
}

export const catalogSections: readonly { id: CatalogSection; title: string }[] = [
  { id: 'technology', title: 'Technology & SaaS' },
  { id: 'healthcare', title: 'Healthcare & Life Sciences' },
  { id: 'financial', title: 'Financial Services' },
];

/** The sections in display order with their visible cards; a section with none is left out. */
export function visibleCatalogSections(cards: readonly CatalogFramework[], filters: CatalogFilters) {
  return catalogSections
    .map((section) => ({ ...section, cards: cards.filter((card) => card.section === section.id && matchesCatalogFilters(card, filters)) }))
    .filter((section) => section.cards.length > 0);
}

export const catalogTagChips = [
  { value: 'all', label: 'All Frameworks' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'security', label: 'Security' },
  { value: 'privacy', label: 'Privacy' },
  { value: 'financial', label: 'Financial' },
  { value: 'healthcare', label: 'Healthcare' },
] as const;

export const catalogIndustryOptions = [
  { value: 'security', label: 'Technology & Security' },
  { value: 'privacy', label: 'Privacy & Data Protection' },
  { value: 'healthcare', label: 'Healthcare & Life Sciences' },
  { value: 'financial', label: 'Financial Services' },
] as const;

/** The toasts of Add Framework: while a framework is being added, on Learn More, and for a custom framework. */
export const catalogMessages = {
  add: (name: string) => `Adding ${name} framework...`,
  learn: (name: string) => `Learning more about ${name}...`,
  custom: 'Creating custom framework...',
};
