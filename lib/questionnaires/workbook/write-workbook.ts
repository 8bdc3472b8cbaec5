import type ExcelJS from 'exceljs';
import { dropdownChoice, leadingYesNo, YES_NO_WORDS, type YesNoKind } from '@/lib/domain/questionnaires/workbook';
import { formulaSafeText } from '@/lib/reports/render/xlsx';
import { ANSWER_HEADER, UNWRITTEN_REASONS, type AnswerTarget, type UnwrittenAnswer, type WorkbookAnswer } from './answers';
import { plainCellText } from './cell-text';
import { dropdownValues } from './dropdown-values';
import { loadWorkbook, sheetValidations } from './read-xlsx';

type Written = { bytes: Uint8Array<ArrayBuffer>; unwritten: UnwrittenAnswer[] };

/** The cell a value goes into: a merged range's master cell, whose value the whole range shows. */
const writableCell = (sheet: ExcelJS.Worksheet, row: number, column: number) => {
  const cell = sheet.getCell(row, column);
  return cell.isMerged ? cell.master : cell;
};

/**
 * Writes `text` into the cell, keeping its style. A cell with a dropdown takes only a value of its list: the
 * Yes/No word of the answer, spelled as the list spells it. Returns false when the list has no such value.
 */
function writeCell(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  cell: ExcelJS.Cell,
  text: string,
  kind: YesNoKind | null,
): boolean {
  const list = dropdownValues(workbook, sheet, sheetValidations(sheet).model[cell.address]);
  if (!list) {
    cell.value = formulaSafeText(text);
    return true;
  }
  const choice = kind ? dropdownChoice(list, kind) : list.includes(text) ? text : null;
  if (choice !== null) cell.value = choice;
  return choice !== null;
}

/** An empty header cell over a new answer column gets "Answer" in the question header's style. */
function labelAnswerColumn(sheet: ExcelJS.Worksheet, target: AnswerTarget): void {
  if (target.headerRow === null) return;
  const header = writableCell(sheet, target.headerRow, target.answerColumn);
  if (plainCellText(header.value).trim()) return;
  header.value = ANSWER_HEADER;
  header.style = structuredClone(sheet.getCell(target.headerRow, target.questionColumn).style);
}

/**
 * The customer's own workbook with the answers written into each sheet's chosen answer column (and Yes/No column),
 * everything else left as it was: other sheets and cells, styles (the answer cells keep theirs), column widths,
 * merged cells, frozen panes and data validations. Answers that could not be placed are listed with the reason.
 */
export async function writeAnswersToWorkbook(
  original: Uint8Array,
  targets: readonly AnswerTarget[],
  answers: readonly WorkbookAnswer[],
): Promise<Written> {
  const workbook = await loadWorkbook(original);
  const unwritten: UnwrittenAnswer[] = [];
  const labelled = new Set<string>();
  for (const answer of answers) {
    const sheet = workbook.getWorksheet(answer.sheet);
    const target = targets.find((each) => each.sheet === answer.sheet);
    const refuse = (reason: string) => unwritten.push({ sheet: answer.sheet, row: answer.row, reason });
    if (!sheet) refuse(UNWRITTEN_REASONS.noSheet);
    else if (!target) refuse(UNWRITTEN_REASONS.noColumns);
    else if (!Number.isInteger(answer.row) || answer.row < 1 || answer.row > 1_048_576) refuse(UNWRITTEN_REASONS.noRow);
    else {
      if (!labelled.has(sheet.name)) labelAnswerColumn(sheet, target);
      labelled.add(sheet.name);
      const kind = answer.yesNo ?? (answer.answer ? leadingYesNo(answer.answer) : null);
      let placed = true;
      if (answer.answer !== null) {
        placed = writeCell(workbook, sheet, writableCell(sheet, answer.row, target.answerColumn), answer.answer, kind);
      }
      if (kind && target.yesNoColumn !== null && target.yesNoColumn !== target.answerColumn) {
        const cell = writableCell(sheet, answer.row, target.yesNoColumn);
        placed = writeCell(workbook, sheet, cell, YES_NO_WORDS[kind], kind) && placed;
      }
      if (!placed) refuse(UNWRITTEN_REASONS.notInDropdown);
    }
  }
  const bytes = await workbook.xlsx.writeBuffer();
  return { bytes: new Uint8Array(bytes as ArrayBuffer), unwritten };
}
