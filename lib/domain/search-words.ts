/** True when every word of `search` appears in one of `texts` or across them (any case); an empty search matches. */
export function holdsEveryWord(search: string, texts: readonly string[]): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = texts.join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}
