'use server';

import { FieldRefusal, memberAction } from '@/lib/actions/member-action';
import { setupSavedMessage } from '@/lib/domain/frameworks/setup';
import { frameworkSetupFormSchema } from '@/lib/schemas/frameworks/setup';
import { SetupFieldError, saveFrameworkSetup as storeSetup } from '@/lib/workspace/frameworks';

/**
 * Save Setup of a framework's short setup (members and admins): checks the answers (scope, an owner of the
 * organization, a target audit date from today on, SOC 2's report type), stores them and makes the framework
 * Active. An owner or date the server refuses is said under its field.
 */
export const saveFrameworkSetup = memberAction({
  permission: 'frameworks.manage',
  schema: frameworkSetupFormSchema,
  work: async (member, { frameworkId, version, ...answers }) => {
    try {
      const saved = await storeSetup(member, frameworkId, answers, version);
      return { record: { version: saved.version }, message: setupSavedMessage(saved.name, saved.activated) };
    } catch (error) {
      if (error instanceof SetupFieldError) throw new FieldRefusal({ [error.field]: error.message });
      throw error;
    }
  },
  revalidate: () => ['/manage/frameworkSetup', '/manage/frameworks', '/manage', '/manage/frameworkSettings', '/manage/reports'],
});
