'use client';

import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { personCreateSchema, personDepartureSchema, personEditSchema, type Person } from '@/lib/schemas/people/records';
import { PersonFields, type PersonChoice } from './person-fields';

type Common = { action: FormAction<Person>; onDone: (person: Person) => void; onCancel: () => void };

/** Add person: the fields, checked in the browser with the server's schema first. */
export function AddPersonForm({
  action,
  onDone,
  onCancel,
  managers,
  today,
}: Common & { managers: readonly PersonChoice[]; today: string }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(personCreateSchema),
    onCreated: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PersonFields managers={managers} errors={errors} defaultStart={today} />
      <FormError message={formError} />
      <FormActions label="Add person" pendingLabel="Adding…" pending={pending} onCancel={onCancel} />
    </form>
  );
}

/** Edit details, with the version the page read. */
export function EditPersonForm({
  person,
  action,
  onDone,
  onCancel,
  managers,
}: Common & { person: Person; managers: readonly PersonChoice[] }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: formValidator(personEditSchema), onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={person} />
      <PersonFields person={person} managers={managers} errors={errors} />
      <FormError message={formError ?? errors.version} />
      <FormActions label="Save changes" pendingLabel="Saving…" pending={pending} onCancel={onCancel} />
    </form>
  );
}

/** Record departure: the day the person left, on or after their start date. */
export function DepartureForm({ person, action, onDone, onCancel, today }: Common & { person: Person; today: string }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(personDepartureSchema),
    onCreated: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={person} />
      <TextField
        label="End date"
        name="endDate"
        type="date"
        required
        min={person.startDate}
        defaultValue={today < person.startDate ? person.startDate : today}
        hint={`The last day ${person.name} worked for the organization. They started on ${person.startDate}.`}
        error={errors.endDate}
      />
      <FormError message={formError ?? errors.version} />
      <FormActions label="Record departure" pendingLabel="Recording…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
