import type { Concept } from './concept';
import { questionCore } from './question-core';
import { isStopWord, meaningStems, stem, words } from './text';
import { saidOnlyBy } from './wider-data';

/**
 * Records whose rule is for a thing wherever it is kept answer a question about the thing on one medium. "Are the
 * backups that are stored on removable media encrypted?" is answered by "Backups are encrypted at rest": backups on
 * tapes or disks are backups too, so the record need not name the medium. A record that names a medium or place of
 * its own ("Backups kept in the cloud are encrypted") says nothing of the others.
 */

/** Words that say where a thing is kept, before the medium: "stored on", "that are kept in", "written to". */
const keptOn = /^(?:(?:that|which) (?:are|is) )?(?:stored|kept|held|written|saved|copied) (?:on|in|to|onto)$/;
/** Words that name a storage medium ("removable media", "tapes", "disks", "USB drives"). */
const mediumWord = /^(?:media|medium|tapes?|disks?|drives?|usb|cds?|dvds?|cartridges?|removable|portable|external|offline|flash)$/;
/** Words by which a record names a medium or place of its own: its rule is for the thing kept there only. */
const placeWord =
  /^(?:media|medium|tapes?|disks?|drives?|usb|cds?|dvds?|cartridges?|removable|portable|cloud|location|site|offsite|premises|devices?|endpoints?|laptops?|phones?|servers?|paper)$/;

/** The stems of the words limiting a thing to a medium ("stored on removable media"), empty when the question names none. */
function mediumLimit(question: string): Set<string> {
  const all = words(questionCore(question));
  for (let index = 0; index < all.length; index += 1) {
    const span = [2, 4].find((length) => keptOn.test(all.slice(index, index + length).join(' ')));
    if (span === undefined) continue;
    let end = index + span;
    while (end < all.length && isStopWord(all[end]!) && !mediumWord.test(all[end]!)) end += 1;
    const start = end;
    while (end < all.length && mediumWord.test(all[end]!)) end += 1;
    if (end > start) return new Set(meaningStems(all.slice(index, end)));
  }
  return new Set();
}

/**
 * The concepts only of the medium a question limits a thing to ("stored on removable media") that a record need not
 * name, since it names no medium or place of its own: its rule is for the thing wherever it is kept.
 */
export function mediaCovered(question: string, record: string, concepts: readonly Concept[]): Set<Concept> {
  const limit = mediumLimit(question);
  if (limit.size === 0) return new Set();
  const asked = new Set(words(question).map(stem));
  if (words(record).some((word) => placeWord.test(word) && !asked.has(stem(word)))) return new Set();
  return new Set(concepts.filter(saidOnlyBy(limit)));
}
