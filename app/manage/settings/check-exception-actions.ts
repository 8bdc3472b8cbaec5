'use server';

import { memberAction } from '@/lib/actions/member-action';
import { checkExceptionSchema, endCheckExceptionSchema } from '@/lib/schemas/checks/exceptions';
import { endCheckException, recordCheckException } from '@/lib/workspace/checks';

// An exception changes which controls need attention and count, wherever they show.
const pages = () => [{ path: '/manage', type: 'layout' as const }];

/** Record an exception for a failing check (admins): why, and the last day it holds. */
export const recordCheckExceptionAction = memberAction({
  write: recordCheckException,
  schema: checkExceptionSchema,
  work: async (member, input) => {
    const exception = await recordCheckException(member, input);
    return { record: { id: exception.id }, message: `Exception recorded until ${exception.expiresOn}.` };
  },
  revalidate: pages,
});

/** End an exception early (admins): the check's failures count again. */
export const endCheckExceptionAction = memberAction({
  write: endCheckException,
  schema: endCheckExceptionSchema,
  work: async (member, input) => {
    await endCheckException(member, input);
    return { record: { id: input.id }, message: 'Exception ended. The check’s failures count again.' };
  },
  revalidate: pages,
});
