/** Characters of Windows-1252 above 0x7f that are not Latin-1: the standard PDF fonts can draw these too. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const PLAIN: Record<string, string> = {
  '\u2190': '<-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2713': 'yes',
  '\u2717': 'no',
};

const drawable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Text the standard fonts can draw: they encode Windows-1252 only, so other letters lose their accents
 * ("ő" → "o"), a few symbols get a plain equivalent, and anything else becomes "?" instead of a wrong glyph.
 */
export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n' || drawable(char)) out += char;
    else if (char === '\r' || /[\u200b-\u200d\ufeff]/.test(char)) continue;
    else if (char.codePointAt(0)! < 0x20 || /\s/.test(char)) out += ' ';
    else if (PLAIN[char]) out += PLAIN[char];
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base.length > 0 && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}
