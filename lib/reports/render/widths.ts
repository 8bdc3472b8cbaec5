/**
 * Column widths from content: `natural` is each column's widest cell. When they all fit in `available`, each
 * keeps its natural width; otherwise the narrow columns keep theirs and the wide ones share what is left in
 * proportion to their natural widths, so only their cells wrap.
 */
export function fitWidths(natural: readonly number[], available: number): number[] {
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= available) return [...natural];

  const widths = [...natural];
  let remaining = available;
  let open = natural.map((_, index) => index);
  for (;;) {
    const share = remaining / open.length;
    const narrow = open.filter((index) => natural[index]! <= share);
    if (narrow.length === 0 || narrow.length === open.length) break;
    for (const index of narrow) remaining -= natural[index]!;
    open = open.filter((index) => !narrow.includes(index));
  }
  const openNatural = open.reduce((sum, index) => sum + natural[index]!, 0);
  for (const index of open) widths[index] = (remaining * natural[index]!) / openNatural;
  return widths;
}
