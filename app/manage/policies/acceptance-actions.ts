'use server';

import { headers } from 'next/headers';
import { memberAction } from '@/lib/actions/member-action';
import { clientAddressOf } from '@/lib/client-address';
import { env } from '@/lib/env';
import { acceptanceScopeText } from '@/lib/domain/policies/acceptance';
import {
  policyAcceptanceSchema,
  policyScopeSchema,
  type AcceptedPolicy,
  type ShownAcceptanceLink,
} from '@/lib/schemas/policies/acceptance';
import { acceptPolicy, createAcceptanceLinks, linkedPolicyPath, setAcceptanceScope } from '@/lib/workspace/policies';

const RELOAD = { message: 'Reload the page and try again.', fields: false } as const;
const refresh = (input: { id: string }) => [`/manage/policies/${input.id}`];

/** Accept this policy: every role may, for their own person row; the address is read as rate limits read it. */
export const acceptPolicyAction = memberAction({
  permission: 'records.view',
  schema: policyAcceptanceSchema,
  invalid: RELOAD,
  work: async (member, input) => {
    const request = await headers();
    const accepted = await acceptPolicy(member, input.id, { ip: clientAddressOf(request), userAgent: request.get('user-agent') });
    const record: AcceptedPolicy = { name: accepted.name, versionLabel: accepted.versionLabel };
    return { record, message: `Your acceptance of ${record.name} ${record.versionLabel} is recorded.` };
  },
  revalidate: (_record, input) => refresh(input),
});

/** Create links for people without a login: answered once, for the screen to show; nothing is sent. */
export const createAcceptanceLinksAction = memberAction({
  write: createAcceptanceLinks,
  schema: policyAcceptanceSchema,
  invalid: RELOAD,
  work: async (member, input) => {
    const links = await createAcceptanceLinks(member, input.id);
    const record: ShownAcceptanceLink[] = links.map((link) => ({
      personId: link.personId,
      name: link.name,
      email: link.email,
      // The link opens this policy at once; its list page holds it alone.
      url: new URL(linkedPolicyPath(link.token, input.id), env().SITE_URL).toString(),
    }));
    const count = record.length === 1 ? '1 link' : `${record.length} links`;
    return { record, message: `Created ${count}. Copy them now: they are shown only once.` };
  },
  revalidate: (_record, input) => refresh(input),
});

/** Who accepts the policy: Everyone, or chosen departments (members and admins, who may edit policies). */
export const setAcceptanceScopeAction = memberAction({
  write: setAcceptanceScope,
  schema: policyScopeSchema,
  arrays: ['departments'],
  work: async (member, input) => {
    const saved = await setAcceptanceScope(member, input);
    return { record: { departments: saved.departments }, message: `Saved: asked of ${acceptanceScopeText(saved.departments)}.` };
  },
  revalidate: (_record, input) => refresh(input),
});
