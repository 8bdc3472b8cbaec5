'use server';

import { memberAction, memberActionOnObject } from '@/lib/actions/member-action';
import { addFrameworkSchema } from '@/lib/domain/frameworks/names';
import { removeFramework as removeFromOrganization, startFramework } from '@/lib/workspace/frameworks';

/**
 * Remove on a followed framework's card, once confirmed (admins): the framework leaves the organization's list;
 * its control states stay. The form carries the card's directory id.
 */
export const removeFramework = memberAction({
  permission: 'frameworks.remove',
  schema: addFrameworkSchema,
  invalid: { message: 'This framework cannot be removed. Reload the page and try again.' },
  work: async (member, { frameworkId }) => {
    const name = await removeFromOrganization(member, frameworkId);
    return { record: { frameworkId }, message: `${name} was removed from your frameworks. Its control states are kept.` };
  },
  revalidate: () => ['/manage/frameworks', '/manage', '/manage/addFrameworks'],
});

/**
 * Activate on an Available framework's card (members and admins): adds the framework as In Progress (when it is
 * not followed yet) and answers where its setup is done, which the card then opens.
 */
export const activateFramework = memberActionOnObject({
  write: startFramework,
  schema: addFrameworkSchema,
  invalid: { message: 'This framework cannot be activated. Reload the page and try again.' },
  work: async (member, { frameworkId }) => {
    const started = await startFramework(member, frameworkId);
    return {
      record: { href: started.href },
      message: started.added ? `${started.name} was added. Complete its setup to make it active.` : `Opening the ${started.name} setup.`,
    };
  },
  revalidate: () => ['/manage/frameworks', '/manage', '/manage/addFrameworks'],
});
