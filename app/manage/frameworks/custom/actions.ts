'use server';

import { FieldRefusal, memberAction } from '@/lib/actions/member-action';
import { customFrameworkDeleteSchema, customFrameworkEditSchema, customFrameworkFormSchema } from '@/lib/schemas/custom-frameworks/records';
import {
  CustomFrameworkFieldError,
  createCustomFramework as create,
  deleteCustomFramework as remove,
  updateCustomFramework as update,
} from '@/lib/workspace/custom-frameworks';

/** A name taken or a requirement line that does not hold is said under its field. */
async function underItsField<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof CustomFrameworkFieldError) throw new FieldRefusal({ [error.field]: error.message });
    throw error;
  }
}

const listPages = ['/manage/frameworks', '/manage/addFrameworks'];

/** Create Custom Framework (members and admins): the framework and its requirements, mapped to library controls. */
export const createCustomFramework = memberAction({
  write: create,
  schema: customFrameworkFormSchema,
  work: async (member, form) => {
    const created = await underItsField(create(member, form));
    return { record: { id: created.id }, message: `The custom framework ${created.name} was created.` };
  },
  revalidate: () => listPages,
});

/** Save Changes on a custom framework (members and admins), refused when someone saved it since it was read. */
export const updateCustomFramework = memberAction({
  write: update,
  schema: customFrameworkEditSchema,
  work: async (member, { id, version, ...form }) => {
    const saved = await underItsField(update(member, id, version, form));
    return { record: { id: saved.id }, message: `The custom framework ${saved.name} was saved.` };
  },
  revalidate: ({ id }) => [...listPages, `/manage/frameworks/custom/${id}`],
});

/** Delete on a custom framework, once confirmed (admins); the organization's control states stay. */
export const deleteCustomFramework = memberAction({
  write: remove,
  schema: customFrameworkDeleteSchema,
  work: async (member, { id, version }) => {
    const deleted = await remove(member, id, version);
    return { record: { id }, message: `The custom framework ${deleted.name} was deleted. Its controls keep their states.` };
  },
  revalidate: () => listPages,
});
