import { type ArticleCategory, articleCategories, categoryFilterLabels } from '@/lib/domain/article-categories';

const buttonBase =
  'rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const pressedClasses = 'border-indigo-700 bg-indigo-700 text-white';
const unpressedClasses = 'border-slate-300 bg-white text-slate-700 hover:border-indigo-400 hover:text-indigo-800';

const options: { value: ArticleCategory | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...articleCategories.map((value) => ({ value, label: categoryFilterLabels[value] })),
];

/** The /resources category buttons; the pressed one carries aria-pressed="true". */
export function CategoryFilterBar({
  selected,
  onSelect,
}: {
  selected: ArticleCategory | undefined;
  onSelect?: (category: ArticleCategory | undefined) => void;
}) {
  return (
    <div role="group" aria-label="Filter articles by category" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={onSelect ? () => onSelect(option.value) : undefined}
            className={`${buttonBase} ${pressed ? pressedClasses : unpressedClasses}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
