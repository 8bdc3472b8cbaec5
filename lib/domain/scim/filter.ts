/**
 * The SCIM filters identity providers send (RFC 7644 §3.4.2.2): comparisons `attribute eq value` joined by `and`,
 * such as Okta's `userName eq "ada@example.com"` and Entra ID's `externalId eq "a1" and userName eq "ada@…"`.
 * Attribute names are case-insensitive; a value is a JSON string, number, boolean or null.
 */

/** One `eq` comparison: the attribute path lower-cased (`emails.value`), and the value as written. */
export type ScimComparison = { attribute: string; value: string | number | boolean | null };

/** A filter the product answers, or why not (the `invalidFilter` error's detail). */
export type ScimFilter = { ok: true; comparisons: ScimComparison[] } | { ok: false; detail: string };

const TOKEN = /\s*(?:("(?:[^"\\]|\\.)*")|([A-Za-z0-9_:.$-]+(?:\[[^\]]*\])?(?:\.[A-Za-z0-9_$-]+)?)|(\S))/y;

function tokens(filter: string): string[] | null {
  const found: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < filter.length) {
    const match = TOKEN.exec(filter);
    if (!match) break;
    if (match[3] !== undefined) return null;
    const token = match[1] ?? match[2];
    if (token !== undefined) found.push(token);
    else if (filter.slice(TOKEN.lastIndex).trim() === '') break;
  }
  return found;
}

function literal(token: string): ScimComparison['value'] | undefined {
  if (token.startsWith('"')) {
    try {
      return JSON.parse(token) as string;
    } catch {
      return undefined;
    }
  }
  const lower = token.toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  if (lower === 'null') return null;
  return /^-?\d+(\.\d+)?$/.test(token) ? Number(token) : undefined;
}

/** `emails[type eq "work"].value` names the same values as `emails.value` for a single e-mail address. */
function attributePath(token: string): string {
  return token.replace(/\[[^\]]*\]/, '').toLowerCase();
}

/** Parses a filter into its `eq` comparisons; anything else is refused with a sentence saying what is supported. */
export function parseScimFilter(filter: string): ScimFilter {
  const words = tokens(filter);
  const refused = {
    ok: false as const,
    detail:
      'This filter is not supported: compare an attribute with "eq" and join comparisons with "and", such as userName eq "ada@example.com".',
  };
  if (!words || words.length < 3 || words.length % 4 !== 3) return refused;
  const comparisons: ScimComparison[] = [];
  for (let at = 0; at < words.length; at += 4) {
    const [path, operator, raw, joiner] = words.slice(at, at + 4);
    if (!path || !raw || operator?.toLowerCase() !== 'eq' || path.startsWith('"')) return refused;
    if (joiner !== undefined && joiner.toLowerCase() !== 'and') return refused;
    const value = literal(raw);
    if (value === undefined) return refused;
    comparisons.push({ attribute: attributePath(path), value });
  }
  return { ok: true, comparisons };
}
