'use client';

import { SelectField, TextField } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/schemas/form-state';
import type { Person } from '@/lib/schemas/people/records';

export type PersonChoice = { id: string; name: string };

/** The fields of Add person and Edit details: name, email, department, manager and start date. */
export function PersonFields({
  person,
  managers,
  errors,
  defaultStart,
}: {
  person?: Person;
  managers: readonly PersonChoice[];
  errors: FieldErrors;
  defaultStart?: string;
}) {
  // A manager who has left stays the current choice of the people they managed.
  const choices =
    person?.managerId && !managers.some((choice) => choice.id === person.managerId)
      ? [...managers, { id: person.managerId, name: person.managerName ?? 'Current manager' }]
      : managers;
  return (
    <>
      <TextField label="Name" name="name" required autoComplete="off" defaultValue={person?.name} error={errors.name} />
      <TextField label="Email" name="email" type="email" required autoComplete="off" defaultValue={person?.email} error={errors.email} />
      <TextField label="Department" name="department" optional defaultValue={person?.department} error={errors.department} />
      <SelectField
        label="Manager"
        name="managerId"
        optional
        placeholder="No manager"
        options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        defaultValue={person?.managerId ?? ''}
        error={errors.managerId}
      />
      <TextField
        label="Start date"
        name="startDate"
        type="date"
        required
        defaultValue={person?.startDate ?? defaultStart}
        error={errors.startDate}
      />
    </>
  );
}
