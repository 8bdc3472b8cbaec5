/**
 * Puts laid-out blocks on pages so that no page holds a fragment: a block of three lines or fewer stays whole, the
 * first two lines of a longer one stay together (a list marker is on the first), its last line never goes over
 * alone, and a heading stays on the page of what follows it, at least that block's first lines.
 */
import type { LaidBlock, Line } from './policy-lines';

/** A line at `y` points from the page's top. */
export type PlacedLine = { y: number; line: Line };

export type PageArea = {
  /** Where the body starts on the first page, below the policy's title and facts. */
  firstTop: number;
  top: number;
  bottom: number;
};

/** Lines that stay together at the start of a block, and at its end. */
const KEEP = 2;

const heightOf = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.height, 0);

/** The height that must fit before block `index` starts on a page: its first lines, or a heading and what follows. */
function leadHeight(blocks: readonly LaidBlock[], index: number): number {
  const block = blocks[index]!;
  const next = blocks[index + 1];
  if (block.keepWithNext && next) return heightOf(block.lines) + next.spaceBefore + leadHeight(blocks, index + 1);
  // A block too short to split without leaving a single line stays whole.
  return heightOf(block.lines.length < 2 * KEEP ? block.lines : block.lines.slice(0, KEEP));
}

/** The lines of every page, in order. */
export function paginate(blocks: readonly LaidBlock[], area: PageArea): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = area.firstTop;
  const page = () => pages.at(-1)!;
  const newPage = () => {
    pages.push([]);
    y = area.top;
  };

  blocks.forEach((block, index) => {
    const gap = page().length > 0 ? block.spaceBefore : 0;
    // A lead taller than a whole page cannot be kept together: it flows line by line instead.
    const lead = leadHeight(blocks, index);
    if (page().length > 0 && y + gap + lead > area.bottom && lead <= area.bottom - area.top) newPage();
    else y += gap;

    const { lines } = block;
    lines.forEach((line, at) => {
      if (y + line.height > area.bottom && page().length > 0) {
        // The block's last line would be alone on the next page: the line before it goes along, if that still
        // leaves the block's first lines here.
        const carried: PlacedLine[] = [];
        if (at === lines.length - 1 && at >= KEEP + 1) carried.push(page().pop()!);
        newPage();
        for (const placed of carried) {
          page().push({ y, line: placed.line });
          y += placed.line.height;
        }
      }
      page().push({ y, line });
      y += line.height;
    });
  });
  return pages;
}
