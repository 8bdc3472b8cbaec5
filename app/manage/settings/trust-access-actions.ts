'use server';

import { memberAction, type Revalidation } from '@/lib/actions/member-action';
import {
  trustApproveSchema,
  trustDeclineSchema,
  trustDomainAddSchema,
  trustDomainRemoveSchema,
  trustNdaSchema,
  trustRevokeSchema,
} from '@/lib/schemas/trust/access';
import { addApprovedDomain, decideAccessRequest, removeApprovedDomain, saveTrustNda } from '@/lib/workspace/trust';

const RELOAD = { message: 'Reload the page and try again.', fields: false } as const;
const settingsScreen: Revalidation[] = ['/manage/settings'];

/** Save the NDA visitors accept (administrators): a changed text is a new version, shown on the page at once. */
export const saveTrustNdaAction = memberAction({
  write: saveTrustNda,
  schema: trustNdaSchema,
  work: async (member, input) => {
    const nda = await saveTrustNda(member, input);
    return { record: nda, message: `NDA saved (version ${nda.version}).` };
  },
  revalidate: () => settingsScreen,
});

/** Approve a request for a number of days (administrators): the link is mailed, and shown once here. */
export const approveTrustAccessAction = memberAction({
  write: decideAccessRequest,
  schema: trustApproveSchema,
  work: async (member, input) => {
    const decided = await decideAccessRequest(member, { kind: 'approve', ...input });
    return { record: decided, message: `Access approved for ${decided.name} for ${input.days} days. The link was sent by e-mail.` };
  },
  revalidate: () => settingsScreen,
});

/** Decline a request with a reason (administrators): the reason is mailed to the requester. */
export const declineTrustAccessAction = memberAction({
  write: decideAccessRequest,
  schema: trustDeclineSchema,
  work: async (member, input) => {
    const decided = await decideAccessRequest(member, { kind: 'decline', ...input });
    return { record: decided, message: `Request of ${decided.name} declined.` };
  },
  revalidate: () => settingsScreen,
});

/** Revoke access given (administrators): the link stops opening documents at once. */
export const revokeTrustAccessAction = memberAction({
  write: decideAccessRequest,
  schema: trustRevokeSchema,
  invalid: RELOAD,
  work: async (member, input) => {
    const decided = await decideAccessRequest(member, { kind: 'revoke', ...input });
    return { record: decided, message: `Access of ${decided.name} revoked.` };
  },
  revalidate: () => settingsScreen,
});

/** Add an approved domain (administrators): its requests are approved without waiting. */
export const addTrustDomainAction = memberAction({
  write: addApprovedDomain,
  schema: trustDomainAddSchema,
  work: async (member, input) => {
    const added = await addApprovedDomain(member, input.domain);
    return { record: added, message: `${added.domain} approved.` };
  },
  revalidate: () => settingsScreen,
});

/** Remove an approved domain (administrators). */
export const removeTrustDomainAction = memberAction({
  write: removeApprovedDomain,
  schema: trustDomainRemoveSchema,
  invalid: RELOAD,
  work: async (member, input) => {
    const removed = await removeApprovedDomain(member, input.id);
    return { record: removed, message: `${removed.domain} removed from the approved domains.` };
  },
  revalidate: () => settingsScreen,
});
