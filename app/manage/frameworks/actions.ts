'use server';

import { memberAction } from '@/lib/actions/member-action';
import { addFrameworkSchema } from '@/lib/domain/framework-names';
import { removeFramework as removeFromOrganization } from '@/lib/workspace/frameworks';

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
