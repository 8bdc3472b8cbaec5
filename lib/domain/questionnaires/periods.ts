import { isStopWord, stem, words } from './text';

/**
 * The least period a question asks a thing be kept or last ("Are entry logs kept for at least six months?") and the
 * one a record states ("entry logs kept at least 90 days", "badge logs for 12 months"): the record answers the
 * measure in its own terms, Yes when its period is as long; a shorter minimum says neither Yes nor No. A frequency
 * ("at least every six months", "at least yearly") is not a period. A recent window work is asked done in ("in the
 * last year") is a frequency, and is asked as one (`windowAsFrequency`).
 */

const numbers: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

const unitDays: Readonly<Record<string, number>> = { day: 1, week: 7, month: 30, year: 365 };

const measure = `(\\d+|${Object.keys(numbers).join('|')})\\s+(${Object.keys(unitDays).join('|')})s?\\b`;
const least = 'at least|a minimum of|no less than|not less than';
const leastPeriod = new RegExp(`\\b(?:${least})\\s+${measure}`, 'gi');
/** A record keeping a thing "for 12 months" keeps it that long, which is a least period too. */
const statedPeriod = new RegExp(`\\b(?:${least}|for)\\s+${measure}`, 'gi');

type Period = { days: number; words: string; at: number };

function periodsIn(text: string, pattern: RegExp): Period[] {
  return [...text.matchAll(pattern)].map(({ 0: said, 1: count, 2: unit, index }) => ({
    days: (numbers[count!.toLowerCase()] ?? Number(count)) * unitDays[unit!.toLowerCase()]!,
    words: said,
    at: index,
  }));
}

/** The one least period a question asks, or null when it asks none or several (which one is meant is unclear). */
function onePeriod(text: string): Period | null {
  const periods = periodsIn(text, leastPeriod);
  return periods.length === 1 ? periods[0]! : null;
}

/** Verbs of keeping: what is kept is the thing the period is for, not the keeping. */
const keeping = /^(?:keep|kept|retain|held|hold|store|archiv|preserv)/;

/** The stems naming what the question asks a period of: its words before the period, but the keeping verbs. */
function periodThing(question: string, asked: Period): Set<string> {
  const before = words(question.slice(0, asked.at)).filter((word) => !isStopWord(word));
  return new Set(before.map(stem).filter((word) => !keeping.test(word)));
}

/**
 * The period a record states for the thing asked: its only one, or where it states several ("camera footage is kept
 * for at least 90 days and badge logs for 12 months"), the one alone in following words of the thing; null when
 * none or several do.
 */
function periodFor(record: string, thing: ReadonlySet<string>): Period | null {
  const periods = periodsIn(record, statedPeriod);
  if (periods.length <= 1) return periods[0] ?? null;
  const forThing = periods.filter((period, index) => {
    const from = index === 0 ? 0 : periods[index - 1]!.at + periods[index - 1]!.words.length;
    return words(record.slice(from, period.at)).some((word) => thing.has(stem(word)));
  });
  return forThing.length === 1 ? forThing[0]! : null;
}

/** The question's period and the record's for the same thing, or null when either is not one. */
function bothPeriods(question: string, record: string): { asked: Period; stated: Period } | null {
  const asked = onePeriod(question);
  const stated = asked && periodFor(record, periodThing(question, asked));
  return asked && stated ? { asked, stated } : null;
}

/**
 * How a record's period meets the question's: 'met' when it is as long or longer, 'short' when it is shorter,
 * null when either states no single least period.
 */
export function periodMet(question: string, record: string): 'met' | 'short' | null {
  const both = bothPeriods(question, record);
  if (!both) return null;
  return both.stated.days >= both.asked.days ? 'met' : 'short';
}

/**
 * The question's period in its own words when the record states a least period of its own, so the record is read
 * as saying the measure asked (whether it meets it is `periodMet`'s to say); '' otherwise.
 */
export function askedPeriodSaid(question: string, record: string): string {
  return bothPeriods(question, record)?.asked.words ?? '';
}

/** The record's period in its own words ("at least 90 days") when it is shorter than the question's; null otherwise. */
export function shorterPeriod(question: string, record: string): string | null {
  const both = bothPeriods(question, record);
  return both && both.stated.days < both.asked.days ? both.stated.words : null;
}

/**
 * A recent window a question asks work be done in ("in the last year", "within the past 12 months", "over the
 * previous two quarters"): the count (one when unsaid) and its unit.
 */
const recentWindow = new RegExp(
  `\\b(?:in|within|during|over)\\s+the\\s+(?:last|past|previous|prior|preceding)\\s+(?:(\\d+|${Object.keys(numbers).join('|')})(?:\\s*\\(\\d+\\))?[\\s-]+)?(day|week|month|quarter|year)s?(?:\\s+period)?\\b`,
  'i',
);

/** How often work is done to have been done in a window of one unit: "in the last year" is done at least yearly. */
const everyUnit: Readonly<Record<string, string>> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  quarter: 'quarterly',
  year: 'yearly',
};

/** The least frequency that has work done within the window: every unit of it, or every whole window of several. */
function frequencyOf(count: number, unit: string): string {
  if (unit === 'month' && count === 3) return 'at least quarterly';
  if (unit === 'month' && count === 12) return 'at least yearly';
  if (count === 1) return `at least ${everyUnit[unit]}`;
  return `at least every ${count} ${unit}s`;
}

/**
 * The question with the recent window it asks work be done in said as the frequency that has it done there: "Has a
 * penetration test been run in the last year?" asks what a record of tests "at least yearly" says, and one of
 * tests "every two years" does not say it. Null when it asks no window. Whether the question asks of work or of
 * events (a breach in the last year) is the caller's to tell.
 */
export function windowAsFrequency(question: string): string | null {
  const found = recentWindow.exec(question);
  if (!found) return null;
  const [said, count, unit] = found;
  const times = count ? (numbers[count.toLowerCase()] ?? Number(count)) : 1;
  if (!(times > 0)) return null;
  const at = found.index;
  return `${question.slice(0, at)}${frequencyOf(times, unit!.toLowerCase())}${question.slice(at + said.length)}`;
}
