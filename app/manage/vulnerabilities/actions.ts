'use server';

import { memberAction } from '@/lib/actions/member-action';
import { assetOwnerSchema, deadlinesSchema, exceptionApprovalSchema, exceptionRequestSchema } from '@/lib/schemas/vulnerabilities/records';
import { approveVulnerabilityException, requestVulnerabilityException, setAssetOwner, setDeadlines } from '@/lib/workspace/vulnerabilities';

/** The findings' screen, the dashboard's figure and My tasks follow every change. */
const refresh = () => ['/manage/vulnerabilities', '/manage', '/manage/tasks'];

export const setDeadlinesAction = memberAction({
  write: setDeadlines,
  schema: deadlinesSchema,
  work: async (member, input) => ({ record: await setDeadlines(member, input), message: 'The deadlines were saved.' }),
  revalidate: refresh,
});

export const requestExceptionAction = memberAction({
  write: requestVulnerabilityException,
  schema: exceptionRequestSchema,
  work: async (member, input) => ({
    record: await requestVulnerabilityException(member, input),
    message: 'The exception was asked for: another administrator approves it.',
  }),
  revalidate: refresh,
});

export const approveExceptionAction = memberAction({
  write: approveVulnerabilityException,
  schema: exceptionApprovalSchema,
  invalid: { message: 'Reload the page and try again.', fields: false },
  work: async (member, input) => ({
    record: await approveVulnerabilityException(member, input.exceptionId),
    message: 'The exception was approved.',
  }),
  revalidate: refresh,
});

export const setAssetOwnerAction = memberAction({
  write: setAssetOwner,
  schema: assetOwnerSchema,
  work: async (member, input) => {
    await setAssetOwner(member, input.asset, input.ownerMemberId);
    return { record: { asset: input.asset }, message: `The owner of ${input.asset} was saved.` };
  },
  revalidate: refresh,
});
