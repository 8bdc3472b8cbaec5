import { z } from 'zod';
import type { PagedText, VendorReportReading } from '@/lib/schemas/assistant';

const paged = z.object({ text: z.string().trim().min(1).max(1000), page: z.number().int().min(1) });

/** What the model is asked to answer about a SOC 2 report: each part with the page it is on. */
export const reportReadingSchema = z.object({
  auditPeriod: z.object({ from: z.iso.date(), to: z.iso.date(), page: z.number().int().min(1) }).nullable(),
  opinion: z.object({ value: z.enum(['unqualified', 'qualified', 'adverse', 'disclaimer']), page: z.number().int().min(1) }).nullable(),
  exceptions: z.array(paged).max(50),
  subserviceOrganizations: z.array(paged).max(50),
  userEntityControls: z.array(paged).max(50),
});
export type ModelReading = z.infer<typeof reportReadingSchema>;

const STOP_WORDS = new Set(
  'that this with from were have been their they them than then there these those which while where when what will would shall should into onto upon each every other only also such '
    .concat('user entities entity responsible organization organizations control controls page report service')
    .split(' '),
);

const normalized = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();

/** The words that carry an item's meaning: four letters or more, common words left out. */
export function keyWords(text: string): string[] {
  return [...new Set(normalized(text).split(' '))].filter((word) => word.length >= 4 && !STOP_WORDS.has(word));
}

/** An item stands when most of its key words (at least two thirds, and at least one) are on its page. */
function onPage(text: string, page: string | undefined): boolean {
  if (page === undefined) return false;
  const words = keyWords(text);
  if (words.length === 0) return false;
  const pageWords = new Set(normalized(page).split(' '));
  const found = words.filter((word) => pageWords.has(word)).length;
  return found / words.length >= 2 / 3;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A date stands when its page writes it in one of the usual ways (2025-10-01, October 1, 2025, 1 October 2025, 10/01/2025). */
function dateOnPage(iso: string, page: string | undefined): boolean {
  if (page === undefined) return false;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const text = page.toLowerCase().replace(/\s+/g, ' ');
  const name = MONTHS[month - 1]!;
  const pad = (value: number) => String(value).padStart(2, '0');
  return [iso, `${name} ${day}, ${year}`, `${day} ${name} ${year}`, `${pad(month)}/${pad(day)}/${year}`, `${month}/${day}/${year}`].some(
    (form) => text.includes(form),
  );
}

/** The words an opinion of each kind is written with. */
const opinionWords: Record<NonNullable<ModelReading['opinion']>['value'], RegExp> = {
  unqualified: /in our opinion/i,
  qualified: /except for/i,
  adverse: /(adverse opinion|do(es)? not present fairly|were not suitably designed|did not operate effectively)/i,
  disclaimer: /(do not express an opinion|disclaim)/i,
};

/**
 * Keeps what the model read only where the report says it: an item whose page does not hold its key words (or a
 * date its page does not write, an opinion its page does not state) is dropped and counted, so an invented
 * exception never reaches the review. `pages[0]` is page 1.
 */
export function checkedReading(
  reading: ModelReading,
  pages: readonly string[],
): { reading: Omit<VendorReportReading, 'documentId' | 'userEntityControls'> & { userEntityControls: PagedText[] }; dropped: number } {
  let dropped = 0;
  const page = (number: number) => pages[number - 1];
  const keep = (items: readonly PagedText[]) =>
    items.filter((item) => {
      const stands = onPage(item.text, page(item.page));
      if (!stands) dropped += 1;
      return stands;
    });
  const period = reading.auditPeriod;
  const periodStands = period !== null && dateOnPage(period.from, page(period.page)) && dateOnPage(period.to, page(period.page));
  if (period && !periodStands) dropped += 1;
  const opinion = reading.opinion;
  const opinionStands = opinion !== null && opinionWords[opinion.value].test(page(opinion.page) ?? '');
  if (opinion && !opinionStands) dropped += 1;
  return {
    reading: {
      auditPeriod: periodStands ? period : null,
      opinion: opinionStands ? opinion : null,
      exceptions: keep(reading.exceptions),
      subserviceOrganizations: keep(reading.subserviceOrganizations),
      userEntityControls: keep(reading.userEntityControls),
    },
    dropped,
  };
}
