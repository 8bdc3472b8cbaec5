import { scimBoolean, SCIM_USER_SCHEMA, type ScimPatchOperation } from '@/lib/schemas/scim/records';
import { checkedFields, chosenEmail, type ScimRefusal, type ScimUserFields } from './users';

// A User's PATCH as Okta and Entra ID send it (RFC 7644 §3.5.2): `replace` of active, the name and the e-mails,
// with a path or with an object of attributes, "Replace" capitalised and "False" as a string by Entra ID.
// Attributes the product does not keep (title, phone numbers, the enterprise extension) are accepted and ignored,
// so a provider's default mapping does not stop provisioning.

type Change = Partial<ScimUserFields>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/** The path lower-cased, without the User schema's URN prefix (`urn:…:User:name.givenName` → `name.givenname`). */
function normalPath(path: string): string {
  const lower = path.trim().toLowerCase();
  const prefix = `${SCIM_USER_SCHEMA.toLowerCase()}:`;
  return lower.startsWith(prefix) ? lower.slice(prefix.length) : lower;
}

function invalid(detail: string): ScimRefusal {
  return { scimType: 'invalidValue', detail };
}

function emailsValue(value: unknown): string | null | ScimRefusal {
  if (!Array.isArray(value)) return invalid('emails must be a list of { value, type, primary }.');
  type Entry = { value: string; type?: unknown; primary?: unknown };
  const entries = value.filter((entry): entry is Entry => typeof entry?.value === 'string');
  return chosenEmail(
    entries.map((entry) => ({
      value: entry.value,
      type: typeof entry.type === 'string' ? entry.type : undefined,
      primary: entry.primary === true || entry.primary === 'True' || entry.primary === 'true',
    })),
  );
}

/** The change one attribute's new value makes, or a refusal; {} for an attribute the product does not keep. */
function changeOf(path: string, value: unknown): Change | ScimRefusal {
  switch (path) {
    case 'active': {
      const parsed = scimBoolean.safeParse(value);
      return parsed.success ? { active: parsed.data } : invalid('active must be true or false.');
    }
    case 'username':
      return text(value) ? { userName: text(value)!.toLowerCase() } : invalid('userName must be a text.');
    case 'externalid':
      return value === null || text(value) !== null ? { externalId: text(value) || null } : invalid('externalId must be a text.');
    case 'displayname':
      return text(value) !== null ? { displayName: text(value)! } : invalid('displayName must be a text.');
    case 'name.givenname':
      return text(value) !== null ? { givenName: text(value)! } : invalid('name.givenName must be a text.');
    case 'name.familyname':
      return text(value) !== null ? { familyName: text(value)! } : invalid('name.familyName must be a text.');
    case 'name.formatted':
      return {};
    case 'name': {
      if (typeof value !== 'object' || value === null) return invalid('name must be an object.');
      const name = value as Record<string, unknown>;
      return {
        ...(text(name.givenName) !== null ? { givenName: text(name.givenName)! } : {}),
        ...(text(name.familyName) !== null ? { familyName: text(name.familyName)! } : {}),
      };
    }
    case 'emails': {
      const address = emailsValue(value);
      if (address !== null && typeof address === 'object') return address;
      return address ? { email: address } : invalid('emails must hold an address.');
    }
    default:
      if (/^emails(\[[^\]]*\])?\.value$/.test(path))
        return text(value) ? { email: text(value)!.toLowerCase() } : invalid('The e-mail must be a text.');
      return {};
  }
}

function removal(path: string): Change | ScimRefusal {
  switch (path) {
    case 'externalid':
      return { externalId: null };
    case 'displayname':
      return { displayName: '' };
    case 'name.givenname':
      return { givenName: '' };
    case 'name.familyname':
      return { familyName: '' };
    case 'username':
    case 'active':
    case 'emails':
      return { scimType: 'mutability', detail: `${path} cannot be removed.` };
    default:
      return {};
  }
}

function operationChange(operation: ScimPatchOperation): Change | ScimRefusal {
  const op = operation.op.toLowerCase();
  if (op === 'remove') {
    if (!operation.path) return { scimType: 'noTarget', detail: 'A remove operation needs a path.' };
    return removal(normalPath(operation.path));
  }
  if (operation.path) return changeOf(normalPath(operation.path), operation.value);
  if (typeof operation.value !== 'object' || operation.value === null || Array.isArray(operation.value)) {
    return invalid('An operation without a path needs an object of attributes as its value.');
  }
  let change: Change = {};
  for (const [key, value] of Object.entries(operation.value)) {
    const one = changeOf(normalPath(key), value);
    if ('scimType' in one) return one;
    change = { ...change, ...one };
  }
  return change;
}

/** The User's fields after every operation, in order, or the first refusal (nothing is changed then). */
export function patchedUser(current: ScimUserFields, operations: readonly ScimPatchOperation[]): ScimUserFields | ScimRefusal {
  let fields = current;
  for (const operation of operations) {
    const change = operationChange(operation);
    if ('scimType' in change) return change;
    fields = { ...fields, ...change };
  }
  return checkedFields(fields);
}
