'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { SelectField, type Option } from '@/components/ui/field';
import { columnLetter, type ColumnChoice, type ColumnGuess } from '@/lib/domain/questionnaires/workbook';
import type { FormAction } from '@/lib/schemas/form-state';
import type { QuestionnaireRecord } from '@/lib/schemas/questionnaires/records';

type Preview = { row: number; text: string; section: string | null };

const NONE = '';
const HEADER_ROWS = 10;

/** The choices of a column: the sheet's columns with their headers, and one empty column after them for new answers. */
function columnOptions(guess: ColumnGuess | undefined): Option[] {
  const columns = guess?.columns ?? [];
  const options = columns.map((column) => ({
    value: String(column.column),
    label: column.header ? `${column.letter} \u2013 ${column.header}` : column.letter,
  }));
  const next = columns.length + 1;
  return [...options, { value: String(next), label: `${columnLetter(next)} (empty column)` }];
}

const queryOf = (sheet: string, choice: ColumnChoice) =>
  new URLSearchParams({
    sheet,
    header: choice.headerRow === null ? '' : String(choice.headerRow),
    question: String(choice.questionColumn),
    answer: String(choice.answerColumn),
    yesno: choice.yesNoColumn === null ? '' : String(choice.yesNoColumn),
  }).toString();

/**
 * The sheet and columns the questions are read by, the guesses preselected. Each change asks the page for the
 * question count again (a preview); "Use these columns" reads the questions by them.
 */
export function ColumnChoiceForm({
  record,
  guesses,
  sheet: initialSheet,
  choice: initialChoice,
  questionCount,
  preview,
  action,
}: {
  record: Pick<QuestionnaireRecord, 'id' | 'version'>;
  guesses: readonly ColumnGuess[];
  sheet: string;
  choice: ColumnChoice;
  questionCount: number;
  preview: readonly Preview[];
  action: FormAction<QuestionnaireRecord>;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [sheet, setSheet] = useState(initialSheet);
  const [choice, setChoice] = useState(initialChoice);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: () => null,
    onCreated: (saved) => router.push(`/manage/questionnaires/${saved.id}`),
  });
  const guess = guesses.find((each) => each.sheet === sheet);
  const columns = columnOptions(guess);

  function show(nextSheet: string, next: ColumnChoice) {
    setSheet(nextSheet);
    setChoice(next);
    router.replace(`${pathname}?${queryOf(nextSheet, next)}`, { scroll: false });
  }
  const change = (key: keyof ColumnChoice) => (event: { target: { value: string } }) =>
    show(sheet, { ...choice, [key]: event.target.value === NONE ? null : Number(event.target.value) });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-4">
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="version" value={record.version} />
      <SelectField
        label="Sheet"
        name="sheet"
        value={sheet}
        onChange={(event) => {
          const picked = guesses.find((each) => each.sheet === event.target.value);
          show(event.target.value, picked?.choice ?? choice);
        }}
        options={guesses.map((each) => ({ value: each.sheet, label: each.sheet }))}
        error={errors.sheet}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Header row"
          name="headerRow"
          value={choice.headerRow === null ? NONE : String(choice.headerRow)}
          onChange={change('headerRow')}
          options={[
            { value: NONE, label: 'None' },
            ...Array.from({ length: HEADER_ROWS }, (_, index) => ({ value: String(index + 1), label: `Row ${index + 1}` })),
          ]}
          error={errors.headerRow}
        />
        <SelectField
          label="Question column"
          name="questionColumn"
          value={String(choice.questionColumn)}
          onChange={change('questionColumn')}
          options={columns}
          error={errors.questionColumn}
        />
        <SelectField
          label="Answer column"
          name="answerColumn"
          value={String(choice.answerColumn)}
          onChange={change('answerColumn')}
          options={columns}
          error={errors.answerColumn}
        />
        <SelectField
          label="Yes/No column"
          name="yesNoColumn"
          value={choice.yesNoColumn === null ? NONE : String(choice.yesNoColumn)}
          onChange={change('yesNoColumn')}
          options={[{ value: NONE, label: 'None' }, ...columns]}
          error={errors.yesNoColumn}
        />
      </div>
      <div aria-live="polite" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">{questionCount === 1 ? '1 question found' : `${questionCount} questions found`}</p>
        {preview.length > 0 && (
          <ol className="mt-2 list-inside list-disc space-y-1 text-slate-700">
            {preview.map((question) => (
              <li key={question.row}>
                Row {question.row}: {question.text}
              </li>
            ))}
          </ol>
        )}
      </div>
      <FormError message={formError} />
      <Button type="submit" disabled={pending || questionCount === 0}>
        {pending ? 'Reading the questions…' : 'Use these columns'}
      </Button>
    </form>
  );
}
