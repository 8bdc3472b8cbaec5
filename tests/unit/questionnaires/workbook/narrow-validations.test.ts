/** @jest-environment node */
import JSZip from 'jszip';
import { readQuestionnaire, writeAnswersToWorkbook, WorkbookReadError } from '@/lib/questionnaires/workbook';
import { narrowRange, narrowValidations } from '@/lib/questionnaires/workbook/narrow-validations';
import { sheetValidations } from '@/lib/questionnaires/workbook/read-xlsx';
import { loadXlsx, xlsxOf } from './fixture';

describe('narrowing data validations over whole columns', () => {
  it.each([
    ['C2', 'C2'],
    ['C2:C500', 'C2:C500'],
    ['C2:C20001', 'C2:C20001'],
    ['C2:C20002', 'C2:C10000'],
    ['C2:C1048576', 'C2:C10000'],
    ['B5:D1048576', 'B5:D10000'],
    ['A1:XFD1048576', 'A1:CV10000'],
    ['A5:XFD5', 'A5:XFD5'],
    ['A5:XFD6', 'A5:CV6'],
    ['ZZ20000:ZZ1048576', 'ZZ20000:ZZ20000'],
    ['not a range', 'not a range'],
  ])('%s becomes %s', (range, narrowed) => {
    expect(narrowRange(range)).toBe(narrowed);
  });

  it('rewrites only the sqref of data validations, each of its ranges', () => {
    const xml =
      '<dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="C2:C1048576 E4 F1:F9">' +
      '<formula1>"Yes,No"</formula1></dataValidation></dataValidations><selection sqref="C2:C1048576"/>';
    expect(narrowValidations(xml)).toBe(xml.replace('sqref="C2:C1048576 E4', 'sqref="C2:C10000 E4'));
  });

  it('reads and answers a workbook whose dropdown covers the whole column, keeping the dropdown on the first 10,000 rows', async () => {
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Q');
      sheet.getRow(1).values = ['Question', 'Yes/No', 'Answer'];
      sheet.getRow(2).values = ['Is MFA on?'];
      sheetValidations(sheet).model['B2:B1048576'] = { type: 'list', allowBlank: true, formulae: ['"Yes,No"'] };
    });
    const started = Date.now();
    const workbook = await readQuestionnaire(bytes);
    expect(workbook.sheets[0]!.dropdowns).toEqual([{ column: 2, values: ['Yes', 'No'] }]);
    const target = { sheet: 'Q', headerRow: 1, questionColumn: 1, answerColumn: 3, yesNoColumn: 2 };
    const result = await writeAnswersToWorkbook(bytes, [target], [{ sheet: 'Q', row: 2, answer: 'Yes, always.' }]);
    expect(Date.now() - started).toBeLessThan(15_000);
    const written = (await loadXlsx(result.bytes)).getWorksheet('Q')!;
    expect([written.getCell('B2').value, written.getCell('C2').value]).toEqual(['Yes', 'Yes, always.']);
    const model = sheetValidations(written).model;
    expect(Object.keys(model)).toHaveLength(9_999);
    expect(model.B10000).toMatchObject({ type: 'list', formulae: ['"Yes,No"'] });
    expect(model.B10001).toBeUndefined();
  });

  it('refuses a workbook whose directory states it unpacks past the limits, before inflating it', async () => {
    const zip = new JSZip();
    zip.file('big.xml', '<workbook/>');
    const bytes = Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    // The entry's unpacked size, in its local header (offset 22) and the central directory (offset 24), claims 300 MB.
    const directory = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(300 * 1024 * 1024, 22);
    bytes.writeUInt32LE(300 * 1024 * 1024, directory + 24);
    const error = await readQuestionnaire(new Uint8Array(bytes)).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(WorkbookReadError);
    expect([(error as WorkbookReadError).problem, (error as WorkbookReadError).status]).toEqual(['unpacks-too-large', 413]);
    expect((error as WorkbookReadError).message).toBe('The file unpacks to more than 50 MB.');
  });
});
