export {
  columnLetter,
  columnNumber,
  type ColumnDropdown,
  type Question,
  type QuestionnaireWorkbook,
  type SheetCell,
  type SheetRow,
  type WorkbookSheet,
} from './sheet';
export { answerHeaderRank, isYesNoHeader, isYesNoList, questionHeaderRank } from './header-words';
export { guessColumns, type ColumnChoice, type ColumnGuess } from './guess-columns';
export { columnChoiceProblem, looksLikeQuestion, questionRows } from './question-rows';
export { guessWorkbook } from './pick-sheet';
export { YES_NO_WORDS, dropdownChoice, leadingYesNo, type YesNoKind } from './dropdown-choice';
