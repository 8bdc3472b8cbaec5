import { createHash } from 'node:crypto';

/**
 * A script element as the HTML parser ends it: its raw text runs to the first `</script`. Next.js and React escape
 * `<` inside the scripts they write, so no inline script of theirs holds that sequence before its end.
 */
const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;

/** The types a browser runs, and so checks against script-src; any other type is a data block (JSON-LD). */
const executedTypes = /^(?:module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function isExecutedInline(attributes: string): boolean {
  if (attribute(attributes, 'src') !== undefined) return false;
  const type = attribute(attributes, 'type')?.trim();
  return !type || executedTypes.test(type);
}

/**
 * The CSP hash sources ('sha256-…', without quotes) of every inline script a browser would run in this HTML, each
 * once, in document order. The browser hashes the text it parsed, in which the parser has made every line end `\n`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (!isExecutedInline(attributes)) continue;
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    hashes.add(`sha256-${digest}`);
  }
  return [...hashes];
}
