/**
 * The words of questions and records as the search compares them: lower case, punctuation and hyphens as spaces,
 * and a light stemming so "encrypted", "encryption" and "encrypts" meet on "encrypt".
 */

/** Words that say nothing about the topic of a security question. */
const stopWords = new Set(
  (
    'a an the of for to in on at by with and or nor if so as from into within about such other etc eg ie ' +
    'you your yours we our ours us they them their it its this that these those there here be been being ' +
    'do does did doing done is are was were has have had having can could would should shall will may must might ' +
    'any all each every some how what which who whom when where why whether please describe explain provide list ' +
    'detail outline specify share summarize indicate confirm state also than then not no yes n y ' +
    'company organization organisation business place ensure maintain use using used has include including ' +
    'process processes procedure procedures formal formally documented document documentation policy policies ' +
    'current currently applicable appropriate relevant regularly regular ever one more most many much often ' +
    'hold perform performed conduct conducted keep follow support run exist exists implement implemented employ ' +
    'periodically periodic routinely adequately properly effectively enforce enforced until'
  ).split(' '),
);

/**
 * The ending of a contraction ("you're", "we've", "it's", "they'll"), which says nothing of the topic and would
 * otherwise stand as a word of its own ("re"); "don't", "can't" and "won't" keep their "not".
 */
const contraction = /(?<=[a-z])['\u2019](?:re|ve|ll|d|m|s)\b/g;
const negatedContraction = /(?<=[a-z])n['\u2019]t\b/g;

/** Lower case, contractions undone, every run of characters other than letters and digits as one space. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bcan['\u2019]t\b/g, 'can not')
    .replace(/\bwon['\u2019]t\b/g, 'will not')
    .replace(negatedContraction, ' not')
    .replace(contraction, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The words of `text`, stop words included (phrases such as "need to know" keep them), each compound written open
 * or hyphenated read as its closed form (see `compounds`).
 */
export function words(text: string): string[] {
  const normalized = normalizeText(closeHyphenated(text));
  return normalized ? joinOpen(normalized.split(' ')) : [];
}

const suffixes = [
  'ations',
  'ation',
  'ates',
  'ated',
  'ating',
  'ate',
  'ments',
  'ment',
  'ions',
  'ion',
  'ings',
  'ing',
  'ies',
  'ed',
  'es',
  's',
] as const;

/**
 * Words in "-ate" that are no form of the word their root spells: a certificate is no certification, designating
 * someone is no design.
 */
const keptInAte = /^(certificat|designat)(?:e|es|ed|ing)$/;

/**
 * A light stemmer: strips one common ending while at least four letters remain (three for a plural s, five for
 * "-ment", so "deployment" meets "deploy" but "document" stays whole), then a doubled final consonant left by the
 * ending or a silent final e, so every form of a verb meets its noun: "revoke", "revoked" and "revoking";
 * "investigates" and "investigations"; "authorize" and "authorization".
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const kept = keptInAte.exec(word)?.[1];
  if (kept) return kept;
  for (const suffix of suffixes) {
    if (!word.endsWith(suffix)) continue;
    if (suffix === 's' && /(ss|us|is)$/.test(word)) return word;
    if (suffix === 'es' && !/(sses|xes|ches|shes)$/.test(word)) continue;
    const root = word.slice(0, -suffix.length);
    if (root.length < (suffix === 's' ? 3 : suffix.startsWith('ment') ? 5 : 4)) continue;
    const base = suffix === 'ies' ? `${root}y` : root;
    return /([b-df-hj-np-tv-z])\1$/.test(base) && !/(ss|ll)$/.test(base) ? base.slice(0, -1) : withoutSilentE(base);
  }
  return withoutSilentE(word);
}

/** A silent final e after four letters or more: "revoke" meets "revoked" on "revok". */
const withoutSilentE = (base: string) => (base.length > 4 && /[^e]e$/.test(base) ? base.slice(0, -1) : base);

/**
 * Compounds written closed, hyphenated or open alike ("plaintext", "plain-text", "plain text"), read as the closed
 * word. Some open forms are often two words of their own and are not joined: "logged in the SIEM" is recorded
 * there, "log on all servers" records on them; only "log-in" and "log-on" are the closed words.
 */
const compounds = {
  anySpelling: [
    'plaintext',
    'cleartext',
    'email',
    'antimalware',
    'antivirus',
    'hardcoded',
    'logout',
    'logoff',
    'signin',
    'signon',
    'setup',
    'backup',
    'lockout',
    'timeout',
    'cybersecurity',
    'pentest',
    'offsite',
    'onsite',
    'wifi',
  ],
  hyphenatedOnly: ['login', 'logon'],
} as const;

const stemsOfCompounds = (list: readonly string[]): ReadonlySet<string> => new Set(list.map((compound) => stem(compound)));
const anySpelling = stemsOfCompounds(compounds.anySpelling);
const hyphenated = stemsOfCompounds([...compounds.anySpelling, ...compounds.hyphenatedOnly]);

/** Two words that make a compound of `listed`, in any of its forms ("e-mails", "hard coding", "backed up"). */
const joinedIn = (listed: ReadonlySet<string>, first: string, second: string) => {
  const both = `${stem(first.toLowerCase())}${second.toLowerCase()}`;
  return listed.has(stem(both)) ? both : null;
};

/** Hyphenated compounds closed up before the hyphens become spaces: "log-ins" is "logins". */
const closeHyphenated = (text: string) =>
  text.replace(
    /([A-Za-z]+)[-\u2010\u2011]([A-Za-z]+)/g,
    (pair, first: string, second: string) => joinedIn(hyphenated, first, second) ?? pair,
  );

/** Neighbouring words that make a compound written open ("plain text", "set up") read as one word. */
function joinOpen(list: readonly string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const both = index + 1 < list.length ? joinedIn(anySpelling, list[index]!, list[index + 1]!) : null;
    result.push(both ?? list[index]!);
    if (both) index += 1;
  }
  return result;
}

/**
 * Verbs of the questionnaire's wrapper whose every form says as little as the listed one: "maintains",
 * "implementing", "details", "lists" add no condition any more than "maintain" does. Other stop words keep their
 * inflections ("states", "processing" can be the thing asked).
 */
const wrapperVerbs = [
  'maintain',
  'implement',
  'include',
  'ensure',
  'follow',
  'keep',
  'support',
  'employ',
  'conduct',
  'perform',
  'enforce',
  'describe',
  'explain',
  'provide',
  'list',
  'detail',
  'outline',
  'specify',
  'exist',
];

/** The stems of every form of a verb: "describes", "described", "describing". */
const formsOf = (verb: string) =>
  verb.endsWith('e') ? [verb, `${verb}s`, `${verb}d`, `${verb.slice(0, -1)}ing`] : [verb, `${verb}s`, `${verb}ed`, `${verb}ing`];

const wrapperVerbStems: ReadonlySet<string> = new Set(wrapperVerbs.flatMap(formsOf).map((form) => stem(form)));

/** A noun made of a wrapper verb names a thing of its own: "employment", "enforcement". */
const isNounOfVerb = (word: string) => /ments?$/.test(word);

export const isStopWord = (word: string) => stopWords.has(word) || (wrapperVerbStems.has(stem(word)) && !isNounOfVerb(word));

/** The stems of words that carry meaning, stop words left out. */
export const meaningStems = (said: readonly string[]) => said.filter((word) => !isStopWord(word)).map(stem);

/** The stems of `text` that carry meaning, stop words left out. */
export const terms = (text: string): string[] => meaningStems(words(text));

/** Marks that end one item of a list or a sentence. */
const itemEnd = /[,;:()/!?]|\.(?!\d)/;

/** Whether a word joins two items of a list. */
export const isJoiningWord = (word: string) => /^(?:and|or|nor)$/.test(word);

/**
 * The words of a text (as `words` reads them) and the positions of those that start a new item: after a comma,
 * semicolon, colon, bracket, slash, a sentence's end, or "and", "or", "nor". "Passwords, recovery codes and keys"
 * names three things.
 */
export function listItems(text: string): { words: string[]; starts: ReadonlySet<number> } {
  const all: string[] = [];
  const starts = new Set<number>();
  for (const piece of text.split(itemEnd)) {
    words(piece).forEach((word, index) => {
      if (all.length > 0 && (index === 0 || isJoiningWord(all[all.length - 1]!))) starts.add(all.length);
      all.push(word);
    });
  }
  return { words: all, starts };
}

const blockStart = /^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/;

/**
 * Sentences of a record's text. Lines wrapped inside a paragraph are joined again; headings, list items and blank
 * lines start a new block; Markdown marks are removed.
 */
export function sentences(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) blocks.push(current.join(' '));
    current = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) {
      close();
      continue;
    }
    if (blockStart.test(line)) close();
    current.push(line.replace(blockStart, '').trim());
  }
  close();
  return blocks
    .flatMap((block) => block.replace(/\*\*|__|`/g, '').split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Whether the stems of `run` stand one after the other in `sequence` from `at`, each the very stem. */
export const runAt = (sequence: readonly string[], at: number, run: readonly string[]) =>
  run.length > 0 && run.every((wanted, offset) => sequence[at + offset] === wanted);

/**
 * A text's stems, as a set and in their order (a phrase of the vocabulary must appear as written), every word's
 * stem in order, stop words kept, for a phrase that is held only word for word ("at any hour"), and the positions
 * in `sequence` where a new item of a list starts.
 */
export type Stems = {
  set: ReadonlySet<string>;
  sequence: readonly string[];
  all: readonly string[];
  items: ReadonlySet<number>;
};

export function stemsOf(text: string): Stems {
  const { words: said, starts } = listItems(text);
  const sequence: string[] = [];
  const items = new Set<number>();
  let started = false;
  said.forEach((word, index) => {
    started ||= starts.has(index);
    if (isStopWord(word)) return;
    if (started && sequence.length > 0) items.add(sequence.length);
    started = false;
    sequence.push(stem(word));
  });
  return { set: new Set(sequence), sequence, all: said.map(stem), items };
}
