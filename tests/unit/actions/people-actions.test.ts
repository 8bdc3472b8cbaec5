/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { addPersonAction, editPersonAction, importPeopleAction, recordDepartureAction } from '@/app/manage/people/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { Person } from '@/lib/schemas/people/records';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { listPeople } from '@/lib/workspace/people';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('people-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const HEADER = 'name,email,department,manager_email,start_date,end_date';
const valid = { name: 'Ada Lovelace', email: 'Ada@Example.com', department: 'Engineering', managerId: '', startDate: '2024-01-15' };

let admin: Member;

beforeAll(async () => {
  admin = await founder('People Writer');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

const idle = { status: 'idle' } as const;

describe('the people actions', () => {
  it('refuses a viewer before reading the form', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(await joinAs(admin, 'viewer'));
    await expect(addPersonAction(idle, formData(valid))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers field messages for a bad form and stores nothing', async () => {
    const before = (await listPeople(admin)).total;
    const answer = await addPersonAction(idle, formData({ ...valid, email: 'nope', startDate: '' }));
    expect(answer).toMatchObject({
      status: 'error',
      fieldErrors: { email: 'Enter a valid email address.', startDate: 'Choose the start date.' },
    });
    expect((await listPeople(admin)).total).toBe(before);
  });

  it('adds, edits and records a departure, refusing a stale edit and refreshing the list and the page', async () => {
    const added = await addPersonAction(idle, formData(valid));
    expect(added).toMatchObject({ status: 'success', message: 'Ada Lovelace was added to People.' });
    const person = (added as { record: Person }).record;
    expect(person.email).toBe('ada@example.com');
    expect(revalidatePath).toHaveBeenCalledWith('/manage/people');
    expect(revalidatePath).toHaveBeenCalledWith(`/manage/people/${person.id}`);
    const edited = await editPersonAction(idle, formData({ ...valid, name: 'Ada King', id: person.id, version: '1' }));
    expect(edited).toMatchObject({ status: 'success', record: { name: 'Ada King', version: 2 } });
    const stale = await editPersonAction(idle, formData({ ...valid, id: person.id, version: '1' }));
    expect(stale).toMatchObject({ status: 'error', formError: STALE_MESSAGE });
    const left = await recordDepartureAction(idle, formData({ id: person.id, version: '2', endDate: '2025-01-31' }));
    expect(left).toMatchObject({ status: 'success', message: 'Ada King left on 2025-01-31.', record: { endDate: '2025-01-31' } });
  });

  it('imports a file and answers the report of refused lines; a file without its header is refused', async () => {
    const csv = [HEADER, 'Bo,bo@example.com,,,2024-01-01,', 'Bad,bad,,,2024-01-01,'].join('\n');
    await expect(importPeopleAction(idle, formData({ csv }))).resolves.toEqual({
      status: 'success',
      record: { added: 1, refused: [{ line: 3, reason: 'Enter a valid email address.' }] },
      message: '1 person added; 1 line refused.',
    });
    await expect(importPeopleAction(idle, formData({ csv: 'Bo,bo@example.com' }))).resolves.toMatchObject({
      status: 'error',
      formError: expect.stringContaining('The first line must be the header'),
    });
    await expect(importPeopleAction(idle, formData({ csv: '  ' }))).resolves.toMatchObject({
      status: 'error',
      fieldErrors: { csv: 'Choose a CSV file or paste its lines.' },
    });
  });
});
