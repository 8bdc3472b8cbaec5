import type { LibraryControl } from '@/lib/catalog/types';
import { knowledgeSearch } from '@/lib/domain/questionnaires/knowledge-search';
import { terms } from '@/lib/domain/questionnaires/text';

export type ControlSuggestion = { id: string; name: string };

/** How many controls are suggested for one request. */
export const SUGGESTIONS_PER_REQUEST = 5;

/**
 * The controls of the library a request is most likely about, by the questionnaire answerer's knowledge search
 * (BM25 over each control's name, what it asks and its evidence, on the same stems), best first.
 */
export function suggestControls(text: string, controls: readonly LibraryControl[], limit = SUGGESTIONS_PER_REQUEST): ControlSuggestion[] {
  const query = terms(text);
  if (query.length === 0 || controls.length === 0) return [];
  const search = knowledgeSearch();
  search.addAll(
    controls.map((control, id) => ({ id, title: control.name, label: control.id, text: `${control.asks} ${control.evidence}` })),
  );
  return search
    .search(query.join(' '), { combineWith: 'OR' })
    .slice(0, limit)
    .map((hit) => {
      const control = controls[hit.id as number]!;
      return { id: control.id, name: control.name };
    });
}
