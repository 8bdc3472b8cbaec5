/**
 * What a question asks of the records, read from its words alone (no model): a framework's gaps, the work overdue
 * or due, where a topic is covered, or the record on screen. A question the records cannot answer (drafting,
 * opinions, open questions) is `none`, so the reply says a model is needed rather than guessing.
 */

/** A framework the organization follows, as the question may name it. */
export type NamedFramework = { id: string; name: string };

/** The record on screen when the question was asked. */
export type OnScreen = { kind?: string; id?: string };

/** The record kinds whose page the records engine can describe. */
export const onScreenKinds = ['control', 'policy', 'finding', 'evidence', 'framework'] as const;
export type OnScreenKind = (typeof onScreenKinds)[number];

export type RecordsIntent =
  | { kind: 'framework-gaps'; frameworkId: string }
  | { kind: 'due-work'; overdueOnly: boolean }
  | { kind: 'topic'; words: string[] }
  | { kind: 'on-screen'; recordKind: OnScreenKind; id: string }
  | { kind: 'none' };

/** Lower case, letters and digits only, a space between a run of letters and a run of digits ("soc2" → "soc 2"). */
export function normalizedWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .trim();
}

const has = (words: string, phrase: string) => ` ${words} `.includes(` ${phrase} `);
const hasAny = (words: string, phrases: readonly string[]) => phrases.some((phrase) => has(words, phrase));

/** Asking for new text is a model's work: the records answer nothing to it. */
const DRAFTING = ['draft', 'write', 'rewrite', 'compose', 'generate', 'create', 'translate', 'summarize', 'summarise', 'improve', 'fix'];
const OPINION = ['should we', 'should i', 'do you think', 'recommend', 'best practice', 'best way', 'opinion', 'would you'];

/** The names a question may use for a framework: its name, its id, its name without "Type II", each part of "A/B". */
export function frameworkAliases(framework: NamedFramework): string[] {
  const name = framework.name;
  const names = [name, framework.id, name.replace(/\s+type\s+i+$/i, ''), ...name.split('/')];
  return [...new Set(names.map(normalizedWords).filter((alias) => alias.length > 0))];
}

/** The followed framework the question names (the longest name found wins: "HITECH" over nothing, "ISO 27001" whole). */
export function namedFramework(question: string, frameworks: readonly NamedFramework[]): NamedFramework | null {
  const words = normalizedWords(question);
  let best: { framework: NamedFramework; length: number } | null = null;
  for (const framework of frameworks) {
    for (const alias of frameworkAliases(framework)) {
      if (has(words, alias) && (!best || alias.length > best.length)) best = { framework, length: alias.length };
    }
  }
  return best?.framework ?? null;
}

const GAP_CUES = [
  'block',
  'blocks',
  'blocking',
  'blocker',
  'blockers',
  'gap',
  'gaps',
  'missing',
  'not met',
  'unmet',
  'ready',
  'readiness',
  'left',
  'remaining',
  'remain',
  'outstanding',
  'stands in the way',
  'standing in the way',
  'holding',
  'incomplete',
  'what do we need',
  'what does it take',
];
const OVERDUE_CUES = ['overdue', 'late', 'past due', 'missed', 'expired'];
const DUE_CUES = [
  ...OVERDUE_CUES,
  'due',
  'expiring',
  'expire',
  'expires',
  'deadline',
  'deadlines',
  'upcoming',
  'to do',
  'todo',
  'my tasks',
  'tasks',
];
const UPCOMING_CUES = ['due soon', 'upcoming', 'coming', 'next', 'this week', 'this month', 'expiring', 'expire', 'expires'];

/** Words pointing at the record on screen; "this week" and the like point at time, not at a record. */
const THIS_RECORD = ['this', 'it', 'its', 'on screen'];
const THIS_TIME = / this (week|month|quarter|year|time|morning|afternoon)\b/g;

/** The phrases after which a question names its topic: "where do we cover <topic>". */
const TOPIC_LEADS = [
  /\bwhere (?:do|does|did) (?:we|i|our \w+) (?:cover|address|handle|document|describe|mention|manage|deal with)\b(.*)/,
  /\bwhere (?:is|are) (?:our |the )?(.+?) (?:covered|addressed|handled|documented|described|mentioned)\b/,
  /\b(?:what|which) (?:controls?|polic(?:y|ies)|evidence|records?)(?: \w+)? (?:covers?|cover|address(?:es)?|mentions?) (.*)/,
  /\bdo we have (?:a |any )?(?:polic(?:y|ies)|controls?|evidence|records?) (?:on|for|about|covering) (.*)/,
  /\bhow do we (?:cover|handle|address|manage) (.*)/,
  /\b(?:find|search(?: for)?|look up|show me) (?:our |the )?(?:records? |polic(?:y|ies) |controls? |evidence )?(?:on |about |for |of )?(.*)/,
  /\b(?:anything|everything) (?:on|about) (.*)/,
  /\bcoverage (?:of|for) (.*)/,
];

const STOP_WORDS = new Set(
  'a an and any are as at be by covered do does for from have how i in is it its me of on or our the their them these this those to us we what where which who with'.split(
    ' ',
  ),
);

const BARE_REFUSALS = new Set(['hi', 'hello', 'hey', 'thanks', 'thank', 'ok', 'okay', 'yes', 'no', 'help', 'why', 'how', 'who']);

/** A plural's singular, by the regular English endings: policies → policy, processes → process, reviews → review. */
export function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us') || !word.endsWith('s')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The content words of a topic, singular ("access reviews" → access, review). */
export function topicWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(singular);
  return [...new Set(words)].slice(0, 6);
}

function topicOf(question: string): string[] | null {
  const lowered = question
    .toLowerCase()
    .replace(/[?!.]+$/g, '')
    .trim();
  for (const lead of TOPIC_LEADS) {
    const match = lead.exec(lowered);
    if (match) {
      const words = topicWords(match[1] ?? '');
      return words.length > 0 ? words : null;
    }
  }
  // A bare subject of one to three words ("access reviews", "encryption") asks where it is covered.
  const bare = lowered.split(/\s+/).filter(Boolean);
  if (bare.length >= 1 && bare.length <= 3 && !/\?/.test(question) && !bare.some((word) => BARE_REFUSALS.has(word))) {
    const words = topicWords(lowered);
    return words.length === bare.length ? words : null;
  }
  return null;
}

/** The record on screen, when the question points at it ("this", "it") or, with `named`, only names its kind. */
function onScreen(words: string, page: OnScreen | undefined, named: boolean): RecordsIntent | null {
  const kind = onScreenKinds.find((candidate) => candidate === page?.kind);
  if (!kind || !page?.id) return null;
  const pointed = hasAny(` ${words} `.replace(THIS_TIME, ' ').trim(), THIS_RECORD);
  const kindNamed = has(words, kind) || (kind === 'finding' && has(words, 'nonconformity'));
  if (!(named ? kindNamed : pointed)) return null;
  if (kind === 'framework' && !hasAny(words, GAP_CUES) && !hasAny(words, ['need', 'needs', 'status'])) return null;
  return kind === 'framework' ? { kind: 'framework-gaps', frameworkId: page.id } : { kind: 'on-screen', recordKind: kind, id: page.id };
}

/**
 * The intent of `question` given the frameworks the organization follows and the record on screen. Checked in
 * order: drafting or opinions (none), the record on screen pointed at ("this", "it"), a followed framework with a
 * gap word, overdue or due work, a topic to look up, the record on screen named by its kind; anything else is none.
 */
export function recordsIntentOf(question: string, frameworks: readonly NamedFramework[], page?: OnScreen): RecordsIntent {
  const words = normalizedWords(question);
  if (words.length === 0 || hasAny(words, DRAFTING) || hasAny(words, OPINION)) return { kind: 'none' };
  const pointed = onScreen(words, page, false);
  if (pointed) return pointed;
  const framework = namedFramework(question, frameworks);
  if (framework && hasAny(words, GAP_CUES)) return { kind: 'framework-gaps', frameworkId: framework.id };
  if (hasAny(words, DUE_CUES)) {
    const overdueOnly = hasAny(words, OVERDUE_CUES) && !hasAny(words, UPCOMING_CUES);
    return { kind: 'due-work', overdueOnly };
  }
  const topic = topicOf(question);
  if (topic) return { kind: 'topic', words: topic };
  return onScreen(words, page, true) ?? { kind: 'none' };
}
