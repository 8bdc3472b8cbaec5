import { asksAboutPastEvents, isNegativeQuestion, isYesNoQuestion } from './detection';
import { guardedAgainst } from './polarity';
import { sentences, stem, words } from './text';
import type { KnowledgeDocument } from './types';

/**
 * A state a question may ask whether a thing is in (`asked`), and how a record requires the opposite of it (`required`):
 * "unencrypted devices" against "devices that cannot encrypt their storage are not allowed". `subject` finds, in the
 * question, the words naming the thing in that state; `places` are the kinds of place the question and the record must
 * both name (data kept in a region has not been said to stay in a country).
 */
type Opposite = {
  asked: RegExp;
  subject: (question: string[], at: number) => string[];
  required: RegExp;
  places?: readonly RegExp[];
  /**
   * Whether the record names every word of the subject anywhere before its requirement, in the sentences before it
   * too ("Office wireless networks use WPA2 … Being on an office network grants no access …").
   */
  subjectBefore?: boolean;
};

/** Words that end a noun phrase after a state ("unencrypted mobile devices such as phones"). */
const phraseEnd = /^(?:such|like|from|to|in|on|at|for|with|that|which|who|or|and|e|g|i|eg|ie|etc)$/;
/** Words that open the question before its subject ("Do backups … ever leave"). */
const questionOpening = /^(?:do|does|did|is|are|will|can|could|would|may|might|have|has)$/;

/** The words after the state, up to the end of its noun phrase: "unencrypted mobile devices" names mobile devices. */
const following = (question: string[], at: number) => {
  const after = question.slice(at + 1, at + 4);
  const end = after.findIndex((word) => phraseEnd.test(word));
  return end < 0 ? after : after.slice(0, end);
};

/** The words between the question's opening and the verb: "Do backups containing data ever leave" names backups and data. */
const preceding = (question: string[], at: number) => {
  const opening = question.slice(0, at).findLastIndex((word) => questionOpening.test(word));
  return question.slice(opening + 1, at).filter((word) => word !== 'ever' && word !== 'still');
};

/** Words before a relative clause that say who has the thing, not what it is ("do you operate …"). */
const holding = /^(?:you|we|operate|run|use|maintain|provide|any)$/;

/** The thing a relative clause is said of: "wireless networks that allow access" names wireless networks. */
const relativeHead = (question: string[], at: number) =>
  /^(?:that|which)$/.test(question[at - 1] ?? '') && question[at + 1] === 'access'
    ? question.slice(Math.max(0, at - 3), at - 1).filter((word) => !questionOpening.test(word) && !holding.test(word))
    : [];

/** An operating system version out of support, however named: its subject is the operating system. */
const operatingSystem = () => ['operating', 'system'];

const opposites: readonly Opposite[] = [
  {
    asked: /^(?:unencrypted|plaintext|cleartext)$/,
    subject: following,
    required: /\bencrypt\w*/i,
  },
  {
    asked: /^(?:unsupported|obsolete)$/,
    subject: following,
    required: /\b(?:supported|receives? security updates)\b/i,
  },
  {
    // Versions of Windows whose maker no longer ships security updates.
    asked: /^(?:xp|vista|windows2000|windows7|windows8)$/,
    subject: operatingSystem,
    required: /\b(?:supported|receives? security updates)\b/i,
  },
  {
    asked: /^(?:leave|leaves|leaving)$/,
    subject: preceding,
    required: /\b(?:only in|stays? in|remains? in|never leaves?)\b/i,
    places: [/\b(?:regions?|zones?)\b/i, /\b(?:countr(?:y|ies)|jurisdictions?)\b/i],
  },
  {
    // "Networks that allow access to private parts of the infrastructure" against "being on an office network grants
    // no access to production or internal applications": only where both speak of what is private or internal, since
    // no access to production says nothing of access to the internet.
    asked: /^(?:allow|allows|grant|grants|give|gives|provide|provides)$/,
    subject: relativeHead,
    required: /\bno access\b/i,
    places: [/\b(?:private|internal|production|corporate)\b/i],
    subjectBefore: true,
  },
];

/** How a record requires a thing rather than describing one case of it. */
const requirement =
  /\b(?:must|only|never|required|requires|stays?|remains?|not allowed|not permitted|prohibited|forbidden|blocked|no access)\b/i;
/** A permission or a condition makes the sentence no requirement of all. */
const permissive = /\b(?:may|optional|optionally|unless|except|where|when|if)\b/i;
/** A question asking whether one requires, or stops, the state is asked in its own sense. */
const enforcing = /\b(?:require\w*|enforc\w*|ensur\w*|prohibit\w*|forbid\w*|disallow\w*|den(?:y|ies)|restrict\w*)\b/i;
/** How many words open a sentence where its subject stands ("Devices that cannot encrypt …", "Customer data is …"). */
const SUBJECT_WORDS = 4;

/** Words that name nothing of their own in a subject, the customer's or company's whose data it is among them. */
const light = /^(?:the|a|an|any|all|your|our|their|its|of|containing|contain|institution|institutions|company|s)$/;

/** A copy of data is that data: a rule for where data is kept holds for its backups, replicas and snapshots. */
const thingOf = (stemmed: string) => (/^(?:backup|copie|copy|replica|snapshot)$/.test(stemmed) ? 'data' : stemmed);

/** Named old Windows versions are read as one word ("Windows XP" as "xp", "Windows 7" as "windows7"). */
const questionWords = (question: string) =>
  words(question.replace(/\bwindows\s+(2000|7|8)\b/gi, 'windows$1').replace(/\bwindows\s+(xp|vista)\b/gi, '$1'));

/** The state a question asks about, the stems of its subject and the kind of place it names. */
type AskedState = { opposite: Opposite; subject: string[]; place?: RegExp };

/** What a question asks about, when it asks whether a thing is in a state. */
function askedState(question: string): AskedState | null {
  if (!isYesNoQuestion(question) || isNegativeQuestion(question) || asksAboutPastEvents(question)) return null;
  if (guardedAgainst.test(question) || enforcing.test(question)) return null;
  const all = questionWords(question);
  for (const opposite of opposites) {
    const at = all.findIndex((word) => opposite.asked.test(word));
    if (at < 0) continue;
    // Leaving the company is not leaving a region: the place the question names must be one the record can govern.
    const place = opposite.places?.find((kind) => kind.test(all.slice(at + 1).join(' ')));
    if (opposite.places && !place) continue;
    const subject = opposite
      .subject(all, at)
      .filter((word) => !light.test(word))
      .map(stem)
      .map(thingOf);
    if (subject.length > 0) return { opposite, subject, place };
  }
  return null;
}

/** The sentence of a record that requires the opposite of the asked state of the subject, and names it first. */
function requiringSentence(text: string, { opposite, subject, place }: AskedState): string | undefined {
  const all = sentences(text);
  return all.find((sentence, index) => {
    if (!requirement.test(sentence) || permissive.test(sentence) || !opposite.required.test(sentence)) return false;
    if (place && !place.test(sentence)) return false;
    if (opposite.subjectBefore) {
      const before = [...all.slice(0, index), sentence.slice(0, sentence.search(opposite.required))].join(' ');
      const said = new Set(words(before).map(stem));
      return subject.every((word) => said.has(word));
    }
    const opening = words(sentence).slice(0, SUBJECT_WORDS).map(stem);
    return subject.some((word) => opening.map(thingOf).includes(word));
  });
}

/**
 * The policy section that says No to a question asking whether a thing is in a state ("Do you allow access from
 * unencrypted mobile devices?", "Do backups ever leave the data zone?") by requiring the opposite of its subject
 * ("Devices that cannot encrypt their storage are not allowed", "Customer data is stored only in the regions
 * agreed"), with that requirement. Never a Yes: a record saying the state is allowed is read by the other rules.
 */
export function opposingRecord(
  question: string,
  sections: readonly KnowledgeDocument[],
): { document: KnowledgeDocument; sentence: string } | null {
  const asked = askedState(question);
  if (!asked) return null;
  for (const document of sections) {
    if (document.type !== 'policy' || document.whole) continue;
    const sentence = requiringSentence(document.text, asked);
    if (sentence) return { document, sentence };
  }
  return null;
}
