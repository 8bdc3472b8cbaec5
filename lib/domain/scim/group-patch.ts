import type { ScimPatchOperation } from '@/lib/schemas/scim/records';
import type { ScimRefusal } from './users';

// A Group's PATCH as Okta and Entra ID send it (RFC 7644 §3.5.2): members added with `add` of `members`, removed
// with `remove` of `members[value eq "…"]` (Okta) or of `members` with a list of values (Entra ID), replaced with
// `replace` of `members`, and the name replaced with or without a path.

/** One step of a Group's change, in the order sent. */
export type GroupStep =
  | { kind: 'add' | 'remove' | 'set'; userIds: string[] }
  | { kind: 'remove-all' }
  | { kind: 'rename'; displayName: string }
  | { kind: 'external-id'; externalId: string | null };

const MEMBER_FILTER = /^members\[\s*value\s+eq\s+"([^"]*)"\s*\]$/i;

function memberIds(value: unknown): string[] | null {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : null;
  if (!list) return null;
  const ids = list.map((entry) => (typeof entry?.value === 'string' ? entry.value.trim() : null));
  return ids.every((id): id is string => id !== null) ? ids : null;
}

function invalid(detail: string): ScimRefusal {
  return { scimType: 'invalidValue', detail };
}

function attributeSteps(op: string, path: string, value: unknown): GroupStep[] | ScimRefusal {
  const lower = path.toLowerCase();
  if (lower === 'members') {
    if (op === 'remove' && value === undefined) return [{ kind: 'remove-all' }];
    const ids = memberIds(value);
    if (!ids) return invalid('members must be a list of { value: <user id> }.');
    return [{ kind: op === 'replace' ? 'set' : op === 'remove' ? 'remove' : 'add', userIds: ids }];
  }
  const filtered = MEMBER_FILTER.exec(path);
  if (filtered?.[1] !== undefined) {
    if (op !== 'remove') return { scimType: 'invalidPath', detail: 'A member filter path is used to remove a member.' };
    return [{ kind: 'remove', userIds: [filtered[1]] }];
  }
  if (lower === 'displayname') {
    if (typeof value !== 'string' || !value.trim()) return invalid('displayName must be a text.');
    return [{ kind: 'rename', displayName: value.trim() }];
  }
  if (lower === 'externalid') return [{ kind: 'external-id', externalId: typeof value === 'string' && value.trim() ? value.trim() : null }];
  // id, schemas and attributes the product does not keep are accepted and ignored, as providers resend them.
  return [];
}

/** The steps of a Group's PATCH, or the first refusal (nothing is changed then). */
export function groupSteps(operations: readonly ScimPatchOperation[]): GroupStep[] | ScimRefusal {
  const steps: GroupStep[] = [];
  for (const operation of operations) {
    const op = operation.op.toLowerCase();
    let found: GroupStep[] | ScimRefusal;
    if (operation.path) {
      found = attributeSteps(op, operation.path.trim(), operation.value);
    } else if (op === 'remove') {
      found = { scimType: 'noTarget', detail: 'A remove operation needs a path.' };
    } else if (operation.value && typeof operation.value === 'object' && !Array.isArray(operation.value)) {
      found = [];
      for (const [key, value] of Object.entries(operation.value)) {
        const more = attributeSteps(op, key, value);
        if (!Array.isArray(more)) {
          found = more;
          break;
        }
        found.push(...more);
      }
    } else {
      found = invalid('An operation without a path needs an object of attributes as its value.');
    }
    if (!Array.isArray(found)) return found;
    steps.push(...found);
  }
  return steps;
}

/** The members after the steps, starting from `current`. */
export function membersAfter(current: readonly string[], steps: readonly GroupStep[]): string[] {
  let held = new Set(current);
  for (const step of steps) {
    if (step.kind === 'add') step.userIds.forEach((id) => held.add(id));
    else if (step.kind === 'remove') step.userIds.forEach((id) => held.delete(id));
    else if (step.kind === 'set') held = new Set(step.userIds);
    else if (step.kind === 'remove-all') held = new Set();
  }
  return [...held];
}
