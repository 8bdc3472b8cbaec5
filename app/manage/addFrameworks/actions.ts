'use server';

import { memberAction } from '@/lib/actions/member-action';
import { addFrameworkSchema } from '@/lib/domain/frameworks/names';
import { addFrameworks } from '@/lib/workspace/frameworks';

/** Add Framework: a card's framework joins the organization as In Progress (members and admins). */
export const addFramework = memberAction({
  permission: 'frameworks.manage',
  schema: addFrameworkSchema,
  invalid: { message: 'This framework cannot be added. Reload the page and try again.' },
  work: async (member, { frameworkId }) => {
    const [added] = await addFrameworks(member, [frameworkId]);
    return {
      record: { frameworkId },
      message: added
        ? `${added} was added to your frameworks. Continue its setup from Frameworks.`
        : 'Your organization already follows this framework.',
    };
  },
  revalidate: () => ['/manage/frameworks', '/manage', '/manage/addFrameworks'],
});
