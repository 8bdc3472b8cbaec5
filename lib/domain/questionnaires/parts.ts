import type { AnswerSource, Suggestion } from './types';

/**
 * A closed question that lists several things ("… include authorization, impact analysis, testing, and validation
 * …", "encryption and integrity protection", "(both physical and logical)") read as one question per thing listed:
 * the same words around each. Lists of examples ("including …", "such as …") are not split: they illustrate the
 * thing asked, they are not more things.
 */

/** Words that end a listed thing: what comes before or after it in the sentence, not part of its name. */
const boundary = new Set(
  (
    'a an the it they them we you us your our their its this that these those which who whom whose is are was were be been do does did has have had ' +
    'can will should must may include includes including encompass encompasses cover covers covering contain contains ' +
    'of for to in on at by with from against into over under before after during within between about as per via than ' +
    'both either not no all every any each and or nor etc'
  ).split(' '),
);

/** Words after which a list gives examples of the thing asked rather than more things. */
const examplesBefore = /\b(?:including|such as|e\.g\.|i\.e\.|like|for example|for instance)\s*$/i;

/** The most words a listed thing may have: a list of longer phrases is a list of clauses, not of things. */
const MAX_PART_WORDS = 3;
/** How many lists, one inside another, a question is split along: more reads a sentence as a catalogue. */
const MAX_DEPTH = 2;
/** The most questions one question is split into. */
const MAX_PARTS = 8;

type Token = { text: string; start: number; end: number; word: boolean };

const tokensOf = (text: string): Token[] =>
  [...text.matchAll(/[A-Za-z0-9][\w-]*|[^\sA-Za-z0-9]/g)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
    word: /^[A-Za-z0-9]/.test(match[0]),
  }));

const capital = /^[A-Z][a-z]/;

/** A participle ("established", "implemented") says what is done to a thing, it does not name one. */
const participle = /^[a-z]{3,}[^e]ed$/i;

const isNamePart = (token: Token | undefined) =>
  token !== undefined && token.word && !boundary.has(token.text.toLowerCase()) && !participle.test(token.text);

/** One list found in a question: its items' text spans and the conjunction that closes it. */
type Listing = { start: number; end: number; items: string[]; conjunction: 'and' | 'or' };

/** The words of a listed thing running from `from` in `step` direction, at most a name's length. */
function runOf(tokens: readonly Token[], from: number, step: 1 | -1): number[] {
  const run: number[] = [];
  for (let at = from; isNamePart(tokens[at]) && run.length < MAX_PART_WORDS; at += step) run.push(at);
  return step === 1 ? run : run.reverse();
}

/** The list closed by the conjunction at `at`: "A, B, and C", "A, B or C", "A and B"; null when it lists no things. */
function listingAt(text: string, tokens: readonly Token[], at: number): Listing | null {
  const conjunction = tokens[at]!.text.toLowerCase() as 'and' | 'or';
  const last = runOf(tokens, at + 1, 1);
  if (last.length === 0 || tokens[last.at(-1)! + 1]?.text === '-') return null;
  // A run of words that ends where the next begins is a longer phrase, cut short, and "A and B and C" or "A and B
  // or C" is read more than one way: no listed things.
  const next = tokens[last.at(-1)! + 1];
  if (isNamePart(next) || /^(?:and|or)$/i.test(next?.text ?? '')) return null;
  // "Portability and Accountability": capitals on both sides are one name.
  if (capital.test(tokens[at - 1]?.text ?? '') && capital.test(tokens[at + 1]?.text ?? '')) return null;
  const serial = tokens[at - 1]?.text === ',';
  const spans: number[][] = [last];
  let cursor = serial ? at - 2 : at - 1;
  for (;;) {
    const item = runOf(tokens, cursor, -1);
    if (item.length === 0) return null;
    const before = item[0]! - 1;
    if (tokens[before]?.text === ',') {
      spans.unshift(item);
      cursor = before - 1;
      continue;
    }
    // The first of two things runs back no further than the other: "implemented monitoring and alerting" lists
    // monitoring and alerting, what is done to them stays around each. In a longer list, it is cut by a comma.
    if ((serial || spans.length > 1) && isNamePart(tokens[before])) return null;
    spans.unshift(item.slice(-last.length));
    break;
  }
  const first = tokens[spans[0]![0]!]!;
  if (examplesBefore.test(text.slice(0, first.start))) return null;
  const end = tokens[last.at(-1)!]!.end;
  const kinds = kindsOfOneHead(text, tokens, spans);
  if (kinds) return { ...kinds, end, conjunction };
  return {
    start: first.start,
    end,
    items: spans.map((span) => text.slice(tokens[span[0]!]!.start, tokens[span.at(-1)!]!.end)),
    conjunction,
  };
}

/** An adjective by its ending ("physical", "internal", "administrative", "periodic"): it says a kind of a thing. */
const adjective = /^[a-z]{2,}(?:ical|ial|nal|ral|tal|ual|ive|ous|ic)$/i;

/**
 * "Physical and logical access", "administrative, technical, and physical safeguards": adjectives listed before one
 * thing each name a kind of it, so each listed thing is its adjective and that thing. Only the adjective of an
 * earlier item is listed, whatever runs before it stays around each.
 */
function kindsOfOneHead(text: string, tokens: readonly Token[], spans: readonly number[][]): { start: number; items: string[] } | null {
  const last = spans.at(-1)!;
  const described = (at: number) => adjective.test(tokens[at]!.text);
  if (last.length < 2 || !described(last[0]!) || !spans.slice(0, -1).every((span) => described(span.at(-1)!))) return null;
  const head = text.slice(tokens[last[1]!]!.start, tokens[last.at(-1)!]!.end);
  const kinds = spans.map((span, index) => (index === spans.length - 1 ? span[0]! : span.at(-1)!));
  return { start: tokens[kinds[0]!]!.start, items: kinds.map((at) => `${tokens[at]!.text} ${head}`) };
}

/** "X (both A and B)": the two kinds of X, each said before it ("physical access", "logical access"). */
const bothOf = /\b([A-Za-z][\w-]*)\s*\(\s*both\s+([\w-]+(?: [\w-]+){0,2})\s+and\s+([\w-]+(?: [\w-]+){0,2})\s*\)/i;

/** A second closed question joined to the first (", and does the scope …"): each is asked in its own right. */
const secondQuestion = /,\s+and\s+(?=(?:does|do|is|are|has|have|can|will)\b)/i;

/** The most words of a thing done: a verb, what it is done to and a word or two about it. */
const MAX_DEED_WORDS = 4;
/** Words that may stand inside a thing done ("review the policies") though they end a thing named. */
const determiners = new Set(['the', 'a', 'an', 'all', 'any', 'every', 'each', 'our', 'their', 'its', 'your']);
/** A particle after a verb ("fill out", "set up", "sign off"): the words before it are a verb. */
const particles = new Set(['out', 'up', 'off']);

const inDeed = (token: Token | undefined) =>
  token !== undefined && token.word && (!boundary.has(token.text.toLowerCase()) || determiners.has(token.text.toLowerCase()));

/** Whether a run of words reads as a verb and its object: a particle or a determiner after its first word. */
const readsAsDeed = (tokens: readonly Token[], run: readonly number[]) => {
  const second = tokens[run[1]!]?.text.toLowerCase() ?? '';
  return particles.has(second) || determiners.has(second);
};

/**
 * "… to fill out agreements and review the policies?", "… to sign agreements and to review them?": two things
 * done, each a verb and its object, closing the question; each is asked with the words before "to". They are read
 * as things done only where one says so (a second "to", a particle or a determiner after the verb): "to use
 * personal devices and cloud storage" lists two things used.
 */
function thingsDone(question: string, tokens: readonly Token[]): Listed | null {
  const close = tokens.length - 1;
  if (tokens[close]?.text !== '?') return null;
  for (let at = 1; at < close; at++) {
    const conjunction = tokens[at]!.text.toLowerCase();
    if (conjunction !== 'and' && conjunction !== 'or') continue;
    const secondTo = tokens[at + 1]?.text.toLowerCase() === 'to';
    const after: number[] = [];
    for (let next = secondTo ? at + 2 : at + 1; next < close && inDeed(tokens[next]); next++) after.push(next);
    const before: number[] = [];
    for (let back = at - 1; inDeed(tokens[back]) && before.length < MAX_DEED_WORDS; back--) before.unshift(back);
    const sized = (run: number[]) => run.length >= 2 && run.length <= MAX_DEED_WORDS && isNamePart(tokens[run[0]!]);
    if (after.at(-1) !== close - 1 || !sized(before) || !sized(after)) continue;
    if (tokens[before[0]! - 1]?.text.toLowerCase() !== 'to') continue;
    if (!secondTo && !readsAsDeed(tokens, before) && !readsAsDeed(tokens, after)) continue;
    const around = (run: number[]) =>
      `${question.slice(0, tokens[before[0]!]!.start)}${question.slice(tokens[run[0]!]!.start, tokens[run.at(-1)!]!.end)}${question.slice(tokens[close]!.start)}`;
    const deed = (run: number[]) => question.slice(tokens[run[0]!]!.start, tokens[run.at(-1)!]!.end);
    return { parts: [around(before), around(after)], things: [deed(before), deed(after)], conjunction };
  }
  return null;
}

/** Examples closing a question (", including A, B and C", "(such as A or B)"): they illustrate, each part is asked without them. */
const closingExamples = /,?\s*\(?\b(?:including|such as|e\.g\.|for example)\b[^?]*(?=\?\s*$)/i;

const withoutExamples = (rest: string) => rest.replace(closingExamples, '');

/** A parenthesis right after a list ("mobile devices (company and employee owned)") says something of its last thing only. */
function splitQualifier(rest: string): { qualifier: string; rest: string } {
  const parenthesis = /^\s*\([^()]*\)/.exec(rest);
  return parenthesis ? { qualifier: parenthesis[0], rest: rest.slice(parenthesis[0].length) } : { qualifier: '', rest };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The questions a question lists, the thing each asks about (none for a second question, asked whole), their conjunction. */
type Listed = { parts: string[]; things: (string | null)[]; conjunction: 'and' | 'or' };

/** The questions a question lists, one per thing, with the conjunction that joins them; null when it lists nothing. */
export function listedParts(question: string): Listed | null {
  const joined = secondQuestion.exec(question);
  if (joined) {
    const first = question.slice(0, joined.index).trim();
    const second = capitalized(question.slice(joined.index + joined[0].length).trim());
    return { parts: [/[?]$/.test(first) ? first : `${first}?`, second], things: [null, null], conjunction: 'and' };
  }
  const both = bothOf.exec(question);
  if (both) {
    const [whole, head, one, other] = both;
    const around = (kind: string) => `${question.slice(0, both.index)}${kind} ${head}${question.slice(both.index + whole.length)}`;
    return { parts: [around(one!), around(other!)], things: [`${one} ${head}`, `${other} ${head}`], conjunction: 'and' };
  }
  const tokens = tokensOf(question);
  const done = thingsDone(question, tokens);
  if (done) return done;
  for (let at = 1; at < tokens.length; at++) {
    const word = tokens[at]!.text.toLowerCase();
    if (word !== 'and' && word !== 'or') continue;
    const listing = listingAt(question, tokens, at);
    if (!listing) continue;
    const before = question.slice(0, listing.start);
    const { qualifier, rest } = splitQualifier(withoutExamples(question.slice(listing.end)));
    const last = listing.items.length - 1;
    return {
      parts: listing.items.map((item, index) => `${before}${item}${index === last ? qualifier : ''}${rest}`),
      things: listing.items,
      conjunction: listing.conjunction,
    };
  }
  return null;
}

const closedKinds = new Set(['yes', 'no']);

/** The statement of a part's answer without its Yes or No: the record's words. */
const statementOf = (answer: string) => answer.replace(/^(?:Yes|No)\.\s*/, '');

function citedOnce(sources: readonly AnswerSource[]): AnswerSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.type}:${source.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The answer to a question that lists several things, each answered by `answerOne` as a question of its own (itself
 * split along a list inside it, to a depth): Yes only when every part is a Yes; No when a part is a No and every
 * other is answered (a thing not done is not done whatever else is, though "A or B" is not denied by one of them);
 * otherwise none, as a part that no record holds is not known, nor one of "A and B" whose record does not name its
 * thing (`names`). The answer says each part's record and cites them all; its raw score is that of its least sure
 * part.
 */
export function partsAnswer(
  question: string,
  answerOne: (question: string) => Suggestion,
  names: (answer: Suggestion, thing: string, part: string) => boolean,
  depth = 1,
): Suggestion | null {
  const listed = listedParts(question);
  if (!listed || listed.parts.length > MAX_PARTS) return null;
  const answers: Suggestion[] = [];
  for (const [index, part] of listed.parts.entries()) {
    const one = answerOne(part);
    const answer = closedKinds.has(one.kind ?? '') || depth >= MAX_DEPTH ? one : (partsAnswer(part, answerOne, names, depth + 1) ?? one);
    if (answer.answer === null || !closedKinds.has(answer.kind ?? '')) return null;
    // Each of "A and B" is held only by a record naming its own thing: one sharing a lighter word with it answers
    // something else. "An individual or team" is one role in other words, which a record names by its own title.
    const thing = listed.things[index];
    if (thing && listed.conjunction === 'and' && !names(answer, thing, part)) return null;
    answers.push(answer);
  }
  const denied = answers.filter((answer) => answer.kind === 'no');
  if (denied.length > 0 && listed.conjunction === 'or') return null;
  const shown = denied.length > 0 ? denied : answers;
  const statements = [...new Set(shown.map((answer) => statementOf(answer.answer!)))];
  const kind = denied.length > 0 ? 'no' : 'yes';
  return {
    answer: `${kind === 'no' ? 'No.' : 'Yes.'} ${statements.join(' ')}`,
    kind,
    confidence: Math.min(...shown.map((answer) => answer.confidence)),
    sources: citedOnce(shown.flatMap((answer) => answer.sources)),
  };
}
