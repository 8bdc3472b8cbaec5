/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { readQuestionnaire, WorkbookReadError, writeAnswersToWorkbook } from '@/lib/questionnaires/workbook';
import { RATIO_GRACE_BYTES } from '@/lib/uploads/bounded-zip';
import { deflatedEntry, deflatedZeros, rawZip } from '../../uploads/zip-bombs';
import { fixtureEntries, lyingPartsBomb, workbookWith, zerosBomb } from './bomb-workbooks';
import { fixtureBytes, QUESTION_SHEET } from './fixture';

const MEGABYTE = 1024 * 1024;

async function refusal(read: Promise<unknown>): Promise<WorkbookReadError> {
  const error = await read.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof WorkbookReadError)) throw new Error(`Expected a WorkbookReadError, got ${String(error)}`);
  return error;
}

describe('a questionnaire workbook that unpacks too far', () => {
  it('is refused when a 2 MB file whose directory claims 2 KB inflates to 2 GB', async () => {
    const bomb = await zerosBomb(2 * 1024 * MEGABYTE);
    expect(bomb.length).toBeGreaterThan(2 * MEGABYTE);
    expect(bomb.length).toBeLessThan(3 * MEGABYTE);
    const error = await refusal(readQuestionnaire(bomb));
    expect([error.problem, error.status]).toEqual(['unpacks-too-large', 413]);
    expect(error.message).toBe('The file unpacks to more than 100 times its compressed size.');
  });

  it('is refused at 100 MB when its entries claim 2 KB each and each compresses like an ordinary file', async () => {
    const bomb = await lyingPartsBomb();
    expect(bomb.length).toBeLessThan(10 * MEGABYTE);
    const error = await refusal(readQuestionnaire(bomb));
    expect([error.problem, error.status, error.message]).toEqual(['unpacks-too-large', 413, 'The file unpacks to more than 100 MB.']);
  });

  it('is refused for its ratio when it states its sizes honestly and stays within 100 MB', async () => {
    const zeros = { name: 'xl/media/image1.png', stored: deflatedZeros(20 * MEGABYTE), method: 8 as const, declaredSize: 20 * MEGABYTE };
    const error = await refusal(readQuestionnaire(await workbookWith([zeros])));
    expect([error.problem, error.message]).toEqual(['unpacks-too-large', 'The file unpacks to more than 100 times its compressed size.']);
  });

  it('is refused when it holds more than 1,000 packed files', async () => {
    const workbook = await fixtureEntries();
    const parts = Array.from({ length: 1_001 - workbook.length }, (_, index) =>
      deflatedEntry(`customXml/item${index}.xml`, Buffer.from('<x/>')),
    );
    const error = await refusal(readQuestionnaire(rawZip([...workbook, ...parts])));
    expect([error.problem, error.status, error.message]).toEqual([
      'unpacks-too-large',
      413,
      'The file holds more than 1,000 packed files.',
    ]);
    // One file fewer is read.
    const read = await readQuestionnaire(rawZip([...workbook, ...parts.slice(1)]));
    expect(read.sheets.map((sheet) => sheet.name)).toContain(QUESTION_SHEET);
  });

  it('is refused when answers are written back into it, as when it was read', async () => {
    const bomb = await zerosBomb(300 * MEGABYTE);
    const target = { sheet: QUESTION_SHEET, headerRow: 3, questionColumn: 2, answerColumn: 4, yesNoColumn: 3 };
    const error = await refusal(writeAnswersToWorkbook(bomb, [target], [{ sheet: QUESTION_SHEET, row: 5, answer: 'Yes.' }]));
    expect(error.problem).toBe('unpacks-too-large');
  });

  it('is refused as unreadable when its directory and its data disagree, within the limits', async () => {
    const lying = await workbookWith([deflatedEntry('xl/media/image1.png', randomBytes(500_000), 2048)]);
    expect((await refusal(readQuestionnaire(lying))).problem).toBe('unreadable');
  });
});

describe('a workbook within the limits', () => {
  it('is read as it was before the check, with a part that compresses far better than 100 times but is small', async () => {
    const repeated = deflatedEntry('xl/media/image1.png', Buffer.alloc(RATIO_GRACE_BYTES, 0x41));
    expect(await readQuestionnaire(await workbookWith([repeated]))).toEqual(await readQuestionnaire(fixtureBytes('xlsx')));
  });
});
