'use server';

import { FieldRefusal, memberAction } from '@/lib/actions/member-action';
import { licensedImportSchema } from '@/lib/schemas/custom-frameworks/licensed';
import { CustomFrameworkFieldError, importLicensedFramework as importList } from '@/lib/workspace/custom-frameworks';

/**
 * Import a licensed requirement list (members and admins): the organization's own copy of a licensed framework's
 * requirements (HITRUST CSF), replacing the one imported before. A file that does not hold is refused under its field.
 */
export const importLicensedFramework = memberAction({
  permission: 'frameworks.manage',
  schema: licensedImportSchema,
  work: async (member, form) => {
    try {
      const saved = await importList(member, form);
      return {
        record: { id: saved.id },
        message: `Imported ${saved.count} ${saved.count === 1 ? 'requirement' : 'requirements'} of your licensed ${saved.name} list.`,
      };
    } catch (error) {
      if (error instanceof CustomFrameworkFieldError) throw new FieldRefusal({ [error.field]: error.message });
      throw error;
    }
  },
  revalidate: ({ id }) => ['/manage/frameworks', '/manage', '/manage/addFrameworks', `/manage/frameworks/custom/${id}`],
});
