'use server';

import { memberAction } from '@/lib/actions/member-action';
import {
  peopleImportSchema,
  personCreateSchema,
  personDepartureSchema,
  personEditSchema,
  type PeopleImportReport,
  type Person,
} from '@/lib/schemas/people/records';
import { createPerson, importPeople, recordDeparture, updatePerson } from '@/lib/workspace/people';

/** The list and the person's page show the change on their next render. */
const refresh = (person: Person) => ['/manage/people', `/manage/people/${person.id}`];

export const addPersonAction = memberAction({
  write: createPerson,
  schema: personCreateSchema,
  work: async (member, input) => {
    const record = await createPerson(member, input);
    return { record, message: `${record.name} was added to People.` };
  },
  revalidate: refresh,
});

export const editPersonAction = memberAction({
  write: updatePerson,
  schema: personEditSchema,
  work: async (member, input) => {
    const record = await updatePerson(member, input);
    return { record, message: `The details of ${record.name} were saved.` };
  },
  revalidate: refresh,
});

export const recordDepartureAction = memberAction({
  write: recordDeparture,
  schema: personDepartureSchema,
  work: async (member, input) => {
    const record = await recordDeparture(member, input);
    return { record, message: `${record.name} left on ${record.endDate}.` };
  },
  revalidate: refresh,
});

/** Import CSV: the good lines are added together; the answer reports each refused line. */
export const importPeopleAction = memberAction({
  write: importPeople,
  schema: peopleImportSchema,
  work: async (member, input): Promise<{ record: PeopleImportReport; message: string }> => {
    const record = await importPeople(member, input.csv);
    const refused = record.refused.length;
    const added = `${record.added} ${record.added === 1 ? 'person' : 'people'} added`;
    return { record, message: refused === 0 ? `${added}.` : `${added}; ${refused} ${refused === 1 ? 'line' : 'lines'} refused.` };
  },
  revalidate: () => ['/manage/people'],
});
