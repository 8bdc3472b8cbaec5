import { isStopWord, stem, words } from './text';

/**
 * The least period a question asks a thing be kept or last ("Are entry logs kept for at least six months?") and the
 * one a record states ("entry logs kept at least 90 days", "badge logs for 12 months"): the record answers the
 * measure in its own terms, Yes when its period is as long; a shorter minimum says neither Yes nor No. A frequency
 * ("at least every six months", "at least yearly") is not a period.
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
