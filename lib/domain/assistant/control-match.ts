import type { LibraryControl } from '@/lib/catalog/types';
import { keyWords } from './report-check';

/** A word's stem, enough to match "reviewing" with "review" and "accounts" with "account". */
const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '');

/**
 * The organization's controls a complementary user-entity control bears on, by the words they share: a control
 * whose name and ask share at least two stems with the text, the best three first (ties by id), so the same text
 * always maps to the same controls.
 */
export function matchingControls(text: string, controls: readonly Pick<LibraryControl, 'id' | 'name' | 'asks'>[], limit = 3): string[] {
  const wanted = new Set(keyWords(text).map(stem));
  return controls
    .map((control) => ({
      id: control.id,
      score: new Set(
        keyWords(`${control.name} ${control.asks}`)
          .map(stem)
          .filter((word) => wanted.has(word)),
      ).size,
    }))
    .filter((match) => match.score >= 2)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((match) => match.id);
}
