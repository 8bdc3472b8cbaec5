'use server';

import { headers } from 'next/headers';
import { clientAddressOf } from '@/lib/client-address';
import { linkProblemMessages } from '@/lib/domain/policies/acceptance';
import { policyLinkAcceptLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import type { FormState } from '@/lib/schemas/form-state';
import type { AcceptedPolicy } from '@/lib/schemas/policies/acceptance';
import { WorkspaceError } from '@/lib/workspace/member';
import { acceptThroughLink } from '@/lib/workspace/policies';

/** Links carry 43 characters (32 random bytes in base64url) and a 36-character policy id; anything much longer was not made here. */
const MAX_PART_LENGTH = 200;
const isPart = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_PART_LENGTH;

/**
 * "I have read and accept this policy" through a personal link: no session, the token names the person and the
 * policies they may accept. Each attempt spends the client's budget, so tokens cannot be tried one after another.
 */
export async function acceptThroughLinkAction(token: unknown, policyId: unknown): Promise<FormState<AcceptedPolicy>> {
  // The arguments come from the browser as it pleases: anything but token- and id-sized strings is no link.
  if (!isPart(token) || !isPart(policyId)) {
    return { status: 'error', fieldErrors: {}, formError: linkProblemMessages['not-found'] };
  }
  const request = await headers();
  const ip = clientAddressOf(request);
  const budget = await spendWriteBudget(policyLinkAcceptLimit, ip);
  if (!budget.ok) return { status: 'error', fieldErrors: {}, formError: budget.message };
  try {
    const accepted = await acceptThroughLink(token, policyId, { ip, userAgent: request.get('user-agent') });
    return {
      status: 'success',
      record: { name: accepted.name, versionLabel: accepted.versionLabel },
      message: `Thank you: your acceptance of ${accepted.name} ${accepted.versionLabel} is recorded.`,
    };
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    throw error;
  }
}
