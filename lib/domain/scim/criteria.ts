import type { ScimComparison } from './filter';
import type { ScimRefusal } from './users';

/** What a list of Users or Groups may be filtered on, each compared as the product stores it. */
export type ScimCriterion =
  | { on: 'id' | 'externalId' | 'displayName'; value: string }
  | { on: 'userName' | 'email'; value: string }
  | { on: 'active'; value: boolean }
  | { on: 'member'; value: string };

const USER_ATTRIBUTES: Record<string, ScimCriterion['on']> = {
  id: 'id',
  externalid: 'externalId',
  username: 'userName',
  'emails.value': 'email',
  emails: 'email',
  displayname: 'displayName',
  active: 'active',
};

const GROUP_ATTRIBUTES: Record<string, ScimCriterion['on']> = {
  id: 'id',
  externalid: 'externalId',
  displayname: 'displayName',
  members: 'member',
  'members.value': 'member',
};

function criteria(comparisons: readonly ScimComparison[], attributes: Record<string, ScimCriterion['on']>): ScimCriterion[] | ScimRefusal {
  const found: ScimCriterion[] = [];
  for (const { attribute, value } of comparisons) {
    const on = attributes[attribute];
    if (!on) return { scimType: 'invalidFilter', detail: `Filtering on ${attribute} is not supported.` };
    if (on === 'active') {
      if (typeof value !== 'boolean') return { scimType: 'invalidFilter', detail: 'active is compared with true or false.' };
      found.push({ on, value });
    } else {
      if (typeof value !== 'string') return { scimType: 'invalidFilter', detail: `${attribute} is compared with a text in quotes.` };
      found.push({ on, value: on === 'userName' || on === 'email' ? value.toLowerCase() : value });
    }
  }
  return found;
}

/** The criteria of a Users filter, or why it is refused. */
export const userCriteria = (comparisons: readonly ScimComparison[]) => criteria(comparisons, USER_ATTRIBUTES);
/** The criteria of a Groups filter (Entra ID asks `id eq "…" and members eq "…"`), or why it is refused. */
export const groupCriteria = (comparisons: readonly ScimComparison[]) => criteria(comparisons, GROUP_ATTRIBUTES);
