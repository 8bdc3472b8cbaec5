/**
 * The least period a question asks a thing be kept or last ("Are entry logs kept for at least six months?") and the
 * one a record states ("entry logs kept at least 90 days"): the record answers the measure in its own terms, Yes
 * when its period is as long; a shorter minimum says neither Yes nor No. A frequency ("at least every six months",
 * "at least yearly") is not a period.
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

const leastPeriod = new RegExp(
  `\\b(?:at least|a minimum of|no less than|not less than)\\s+(\\d+|${Object.keys(numbers).join('|')})\\s+(${Object.keys(unitDays).join('|')})s?\\b`,
  'gi',
);

type Period = { days: number; words: string };

function periodsIn(text: string): Period[] {
  return [...text.matchAll(leastPeriod)].map(([words, count, unit]) => ({
    days: (numbers[count!.toLowerCase()] ?? Number(count)) * unitDays[unit!.toLowerCase()]!,
    words,
  }));
}

/** The one least period a text states, or null when it states none or several (which one is meant is unclear). */
function onePeriod(text: string): Period | null {
  const periods = periodsIn(text);
  return periods.length === 1 ? periods[0]! : null;
}

/**
 * How a record's period meets the question's: 'met' when it is as long or longer, 'short' when it is shorter,
 * null when either states no single least period.
 */
export function periodMet(question: string, record: string): 'met' | 'short' | null {
  const asked = onePeriod(question);
  const stated = onePeriod(record);
  if (!asked || !stated) return null;
  return stated.days >= asked.days ? 'met' : 'short';
}

/**
 * The question's period in its own words when the record states a least period of its own, so the record is read
 * as saying the measure asked (whether it meets it is `periodMet`'s to say); '' otherwise.
 */
export function askedPeriodSaid(question: string, record: string): string {
  const asked = onePeriod(question);
  return asked && onePeriod(record) ? asked.words : '';
}

/** The record's period in its own words ("at least 90 days") when it is shorter than the question's; null otherwise. */
export function shorterPeriod(question: string, record: string): string | null {
  return periodMet(question, record) === 'short' ? onePeriod(record)!.words : null;
}
