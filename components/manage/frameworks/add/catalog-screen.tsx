'use client';

import { FilterChips } from '@/components/manage/filter-chips';
import { SearchBox } from '@/components/manage/search-box';
import { SelectField } from '@/components/ui/field';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import type { AddFrameworkCard } from '@/lib/catalog/framework-catalog';
import { catalogIndustryOptions, catalogTagChips, visibleCatalogSections } from '@/lib/domain/frameworks/catalog';
import { CatalogCard } from './catalog-card';
import type { AddFrameworkAction } from './types';

const keys = ['search', 'industry', 'tag'] as const;

/**
 * Add Framework's search, industry filter and tag chips (kept in the URL), and the sections with matches; the
 * cards of frameworks the organization follows (`followedIds`, directory ids) show Added, and the others their
 * overlap preview when there is one (`overlaps`, by id).
 */
export function CatalogScreen({
  cards,
  followedIds,
  overlaps = {},
  canEdit,
  addAction,
}: {
  cards: readonly AddFrameworkCard[];
  followedIds: readonly string[];
  overlaps?: Readonly<Record<string, string>>;
  canEdit: boolean;
  addAction: AddFrameworkAction;
}) {
  const [filters, setFilters] = useUrlFilters(keys);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const sections = visibleCatalogSections(cards, filters).map((section) => ({
    ...section,
    cards: section.cards.flatMap((card) => byId.get(card.id) ?? []),
  }));
  return (
    <div>
      <div className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2">
        <SearchBox
          label="Search frameworks"
          value={filters.search}
          placeholder="Search by name or description"
          onSearch={(search) => setFilters({ search })}
        />
        <SelectField
          label="Industry"
          options={catalogIndustryOptions}
          placeholder="All Industries"
          value={filters.industry}
          onChange={(event) => setFilters({ industry: event.target.value })}
        />
        <div className="md:col-span-2">
          <FilterChips label="Framework tags" chips={catalogTagChips} value={filters.tag} onChange={(tag) => setFilters({ tag })} />
        </div>
      </div>
      {sections.length === 0 && (
        <p role="status" className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          No frameworks match these filters.
        </p>
      )}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="mb-8">
          <h2 id={`section-${section.id}`} className="mb-3 text-lg font-semibold text-slate-900">
            {section.title}
          </h2>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {section.cards.map((card) => (
              <CatalogCard
                key={card.id}
                card={card}
                followed={followedIds.includes(card.id)}
                overlap={overlaps[card.id]}
                canEdit={canEdit}
                addAction={addAction}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
