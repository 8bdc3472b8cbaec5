/** @jest-environment node */
import JSZip from 'jszip';
import { readQuestionnaire, writeAnswersToWorkbook } from '@/lib/questionnaires/workbook';
import { plainValidations } from '@/lib/questionnaires/workbook/extended-validations';
import { sheetValidations } from '@/lib/questionnaires/workbook/read-xlsx';
import { loadXlsx, xlsxOf } from './fixture';

const X14 = 'http://schemas.microsoft.com/office/spreadsheetml/2009/9/main';
const XM = 'http://schemas.microsoft.com/office/excel/2006/main';

/** The extension list Excel writes for a dropdown whose values are on another sheet. */
const extension = (sqref: string) =>
  `<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}" xmlns:x14="${X14}">` +
  `<x14:dataValidations count="1" xmlns:xm="${XM}">` +
  `<x14:dataValidation type="list" allowBlank="1" showErrorMessage="1" xr:uid="{1A2B}">` +
  `<x14:formula1><xm:f>Lists!$A$1:$A$3</xm:f></x14:formula1><xm:sqref>${sqref}</xm:sqref>` +
  `</x14:dataValidation></x14:dataValidations></ext></extLst>`;

describe('dropdowns kept in Excel\u2019s extension list', () => {
  it('become plain data validations, added to those the sheet has', () => {
    const sheet = `<worksheet><sheetData/>${extension('B2:B9')}</worksheet>`;
    expect(plainValidations(sheet)).toBe(
      '<worksheet><sheetData/><dataValidations count="1"><dataValidation type="list" allowBlank="1" showErrorMessage="1" ' +
        'xr:uid="{1A2B}" sqref="B2:B9"><formula1>Lists!$A$1:$A$3</formula1></dataValidation></dataValidations></worksheet>',
    );
    const withPlain = `<worksheet><dataValidations count="1"><dataValidation type="list" sqref="C2"><formula1>"A,B"</formula1></dataValidation></dataValidations>${extension('B2')}</worksheet>`;
    expect(plainValidations(withPlain)).toContain('sqref="C2"><formula1>"A,B"</formula1></dataValidation><dataValidation type="list"');
    expect(plainValidations(withPlain)).not.toContain('x14:');
    const untouched = '<worksheet><sheetData/></worksheet>';
    expect(plainValidations(untouched)).toBe(untouched);
  });

  it('are read as the column\u2019s dropdown and kept, and used, when the answers are written', async () => {
    const built = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Q');
      const lists = workbook.addWorksheet('Lists', { state: 'hidden' });
      ['Yes', 'No', 'N/A'].forEach((value, index) => (lists.getCell(index + 1, 1).value = value));
      sheet.getRow(1).values = ['Question', 'Compliance', 'Answer'];
      sheet.getRow(2).values = ['Is MFA on?'];
      sheet.getRow(3).values = ['Is there a DPO?'];
    });
    const zip = await JSZip.loadAsync(built);
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', xml.replace('</worksheet>', `${extension('B2:B3')}</worksheet>`));
    const bytes = await zip.generateAsync({ type: 'uint8array' });

    const workbook = await readQuestionnaire(bytes);
    expect(workbook.sheets[0]!.dropdowns).toEqual([{ column: 2, values: ['Yes', 'No', 'N/A'] }]);
    const target = { sheet: 'Q', headerRow: 1, questionColumn: 1, answerColumn: 3, yesNoColumn: 2 };
    const result = await writeAnswersToWorkbook(bytes, [target], [{ sheet: 'Q', row: 2, answer: 'No.', yesNo: 'no' }]);
    const sheet = (await loadXlsx(result.bytes)).getWorksheet('Q')!;
    expect(sheet.getCell('B2').value).toBe('No');
    expect(sheetValidations(sheet).model.B3).toMatchObject({ type: 'list', formulae: ['Lists!$A$1:$A$3'] });
  });
});
