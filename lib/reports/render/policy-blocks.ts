/**
 * A policy's Markdown as blocks for the PDF: headings, paragraphs, list items with their marker, code, rules, each
 * with its indent, size and the space before it. Words flow: a line break in the source only separates words, as
 * it does in the policy's page; a hard break (two spaces or a backslash at the line's end) stays a break.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { safeHref } from '@/lib/domain/policies/markdown';
import { winAnsiText } from './win-ansi';

export type InlineStyle = { bold: boolean; italic: boolean; code: boolean };
/** A stretch of text in one style; `lineBreak` runs end a line instead. */
export type Run = InlineStyle & { text: string; lineBreak?: true; link?: string };

export type TextBlock = {
  kind: 'text';
  runs: Run[];
  /** Points from the content's left edge to where the text starts. */
  indent: number;
  size: number;
  /** Headings are bold throughout. */
  bold: boolean;
  muted: boolean;
  /** Code keeps its spaces and lines and is set in a fixed-width font. */
  preformatted: boolean;
  /** A list item's number or bullet, drawn right-aligned just before the text on its first line. */
  marker?: string;
  spaceBefore: number;
  /** Headings stay on the page of the lines that follow them. */
  keepWithNext: boolean;
  /** Where the left bars of the block quotes around the block go, from the content's left edge. */
  bars: number[];
};
export type RuleBlock = { kind: 'rule'; indent: number; spaceBefore: number; bars: number[] };
export type Block = TextBlock | RuleBlock;

export const BODY_SIZE = 10.5;
const CODE_SIZE = 9;
const HEADING_SIZES = [17, 14.5, 12.5, 11.5, 10.5, 10.5];
const QUOTE_INDENT = 14;
const BULLETS = ['\u2022', '\u2013', '\u00b7'];
const PLAIN: InlineStyle = { bold: false, italic: false, code: false };

type Context = { indent: number; bars: number[]; muted: boolean; listDepth: number; spaceBefore?: number };

/** The inline tokens' text with its emphasis; a link shows its text and, when it differs, where it leads. */
function runsOf(tokens: readonly Token[] | undefined, style: InlineStyle = PLAIN, link?: string): Run[] {
  const runs: Run[] = [];
  const push = (text: string, runStyle: InlineStyle = style) =>
    runs.push({ ...runStyle, text: winAnsiText(text.replace(/\s*\n\s*/g, ' ')), ...(link ? { link } : {}) });
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...runsOf((token as Tokens.Strong).tokens, { ...style, bold: true }, link));
        break;
      case 'em':
        runs.push(...runsOf((token as Tokens.Em).tokens, { ...style, italic: true }, link));
        break;
      case 'del':
        runs.push(...runsOf((token as Tokens.Del).tokens, style, link));
        break;
      case 'link': {
        const { href, tokens: inner, text } = token as Tokens.Link;
        const target = safeHref(href) ?? undefined;
        runs.push(...runsOf(inner, style, target));
        const shown = target?.replace(/^mailto:/i, '');
        if (shown && shown !== text && /^(https?|mailto):/i.test(target!)) push(` (${shown})`);
        break;
      }
      case 'codespan':
        push((token as Tokens.Codespan).text, { ...style, code: true });
        break;
      case 'br':
        runs.push({ ...style, text: '', lineBreak: true });
        break;
      case 'image':
        push((token as Tokens.Image).text);
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens && text.tokens.length > 0) runs.push(...runsOf(text.tokens, style, link));
        else push(text.text);
        break;
      }
      case 'escape':
        push((token as Tokens.Escape).text);
        break;
      default:
        // Raw HTML and anything else show as the text that was written.
        push('text' in token && typeof token.text === 'string' ? token.text : token.raw);
    }
  }
  return runs;
}

function textBlock(context: Context, runs: Run[], extra: Partial<TextBlock> = {}): TextBlock {
  return {
    kind: 'text',
    runs,
    indent: context.indent,
    size: BODY_SIZE,
    bold: false,
    muted: context.muted,
    preformatted: false,
    spaceBefore: context.spaceBefore ?? 7,
    keepWithNext: false,
    bars: context.bars,
    ...extra,
  };
}

/** The room between a list's left edge and its items' text: enough for the widest number. */
function hangingIndent(list: Tokens.List): number {
  if (!list.ordered) return 16;
  const last = (Number(list.start) || 1) + list.items.length - 1;
  return Math.max(20, String(last).length * 6 + 12);
}

function listBlocks(list: Tokens.List, context: Context): Block[] {
  const hang = hangingIndent(list);
  const first = Number(list.start) || 1;
  return list.items.flatMap((item, index) => {
    const marker = item.task
      ? `[${item.checked ? 'x' : ' '}]`
      : list.ordered
        ? `${first + index}.`
        : BULLETS[context.listDepth % BULLETS.length]!;
    const spaceBefore = index === 0 ? (context.listDepth > 0 ? 3 : 6) : list.loose ? 6 : 3;
    const inner = blocksOf(
      item.tokens.filter((token) => token.type !== 'checkbox'),
      { ...context, indent: context.indent + hang, listDepth: context.listDepth + 1, spaceBefore: list.loose ? 6 : 3 },
    );
    const head = inner[0];
    if (head?.kind === 'text' && !head.preformatted && !head.keepWithNext) {
      return [{ ...head, marker, spaceBefore }, ...inner.slice(1)];
    }
    // An item that opens with something other than text: its marker gets a line of its own, kept with what follows.
    const markerLine = textBlock({ ...context, indent: context.indent + hang }, [], { marker, spaceBefore, keepWithNext: true });
    return [markerLine, ...inner];
  });
}

function tableBlocks(table: Tokens.Table, context: Context): Block[] {
  const row = (cells: Tokens.TableCell[], style: InlineStyle, spaceBefore: number) =>
    textBlock(
      context,
      cells.flatMap((cell, index) => [...(index > 0 ? [{ ...PLAIN, text: '  |  ' }] : []), ...runsOf(cell.tokens, style)]),
      { spaceBefore },
    );
  return [row(table.header, { ...PLAIN, bold: true }, 7), ...table.rows.map((cells) => row(cells, PLAIN, 3))];
}

function blocksOf(tokens: readonly Token[], context: Context): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'def':
        break;
      case 'heading': {
        const { depth, tokens: inline } = token as Tokens.Heading;
        const size = HEADING_SIZES[depth - 1] ?? BODY_SIZE;
        blocks.push(textBlock(context, runsOf(inline), { size, bold: true, keepWithNext: true, spaceBefore: depth <= 2 ? 16 : 11 }));
        break;
      }
      case 'paragraph':
      case 'text':
        blocks.push(textBlock(context, runsOf((token as Tokens.Paragraph).tokens ?? [token])));
        break;
      case 'list':
        blocks.push(...listBlocks(token as Tokens.List, context));
        break;
      case 'blockquote':
        blocks.push(
          ...blocksOf((token as Tokens.Blockquote).tokens, {
            ...context,
            indent: context.indent + QUOTE_INDENT,
            bars: [...context.bars, context.indent + 2],
            muted: true,
          }),
        );
        break;
      case 'code':
        blocks.push(
          textBlock(context, [{ ...PLAIN, code: true, text: winAnsiText((token as Tokens.Code).text) }], {
            size: CODE_SIZE,
            preformatted: true,
          }),
        );
        break;
      case 'hr':
        blocks.push({ kind: 'rule', indent: context.indent, spaceBefore: 7, bars: context.bars });
        break;
      case 'table':
        blocks.push(...tableBlocks(token as Tokens.Table, context));
        break;
      default:
        // Raw HTML and anything else: the text as written, as the policy's page shows it.
        blocks.push(textBlock(context, [{ ...PLAIN, text: winAnsiText(token.raw.trim().replace(/\s*\n\s*/g, ' ')) }]));
    }
  }
  return blocks;
}

/** The blocks of a policy body written in Markdown (GitHub flavour, as the policy's page reads it). */
export function policyBlocks(markdown: string): Block[] {
  return blocksOf(new Lexer({ gfm: true }).lex(markdown), { indent: 0, bars: [], muted: false, listDepth: 0 });
}
