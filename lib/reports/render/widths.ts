/**
 * Column widths from content: `natural` is each column's widest cell, `least` the width of its longest word. When
 * they all fit in `available`, each keeps its natural width; otherwise the narrow columns keep theirs and the wide
 * ones share what is left in proportion to their natural widths, so only their cells wrap; a wide column whose
 * share would be narrower than its longest word keeps that word's width instead, so words wrap whole and are never
 * cut ("Responsibilitie s"), unless the longest words alone are wider than the page.
 */
export function fitWidths(natural: readonly number[], available: number, least: readonly number[] = []): number[] {
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= available) return [...natural];

  const floor = natural.map((width, index) => Math.min(width, least[index] ?? 0));
  const widths = [...natural];
  let remaining = available;
  let open = natural.map((_, index) => index);
  for (;;) {
    const share = remaining / open.length;
    const narrow = open.filter((index) => natural[index]! <= share);
    if (narrow.length > 0 && narrow.length < open.length) {
      for (const index of narrow) remaining -= natural[index]!;
      open = open.filter((index) => !narrow.includes(index));
      continue;
    }
    const openNatural = open.reduce((sum, index) => sum + natural[index]!, 0);
    const squeezed = open.filter((index) => (remaining * natural[index]!) / openNatural < floor[index]!);
    if (squeezed.length === 0 || squeezed.length === open.length) break;
    for (const index of squeezed) {
      widths[index] = floor[index]!;
      remaining -= floor[index]!;
    }
    open = open.filter((index) => !squeezed.includes(index));
  }
  const openNatural = open.reduce((sum, index) => sum + natural[index]!, 0);
  for (const index of open) widths[index] = (remaining * natural[index]!) / openNatural;
  return widths;
}
