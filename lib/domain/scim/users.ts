import type { ScimUserInput } from '@/lib/schemas/scim/records';

/** How a provisioned member's subject starts until their first sign-in gives them an account. */
export const SCIM_SUBJECT = 'scim:';

/** What the product keeps of a SCIM User. `userName` and `email` are lower-cased. */
export type ScimUserFields = {
  userName: string;
  externalId: string | null;
  givenName: string;
  familyName: string;
  displayName: string;
  email: string;
  active: boolean;
};

/** Why a User's attributes were refused: the SCIM `scimType` and a sentence. */
export type ScimRefusal = {
  scimType: 'invalidValue' | 'invalidPath' | 'noTarget' | 'invalidSyntax' | 'invalidFilter' | 'mutability';
  detail: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type EmailEntry = { value: string; type?: string | undefined; primary?: boolean | undefined };

/** The address a list of emails names: the primary one, else the work one, else the first. */
export function chosenEmail(emails: readonly EmailEntry[] | null | undefined): string | null {
  if (!emails || emails.length === 0) return null;
  const chosen = emails.find((entry) => entry.primary) ?? emails.find((entry) => entry.type?.toLowerCase() === 'work') ?? emails[0];
  return chosen?.value.trim().toLowerCase() || null;
}

/** The name shown for a person: displayName, else given and family name, else the address. */
export function shownName(fields: Pick<ScimUserFields, 'displayName' | 'givenName' | 'familyName' | 'email'>): string {
  return fields.displayName.trim() || `${fields.givenName} ${fields.familyName}`.trim() || fields.email;
}

/** Checks what a change left: an e-mail address to reach the person by, and a userName. */
export function checkedFields(fields: ScimUserFields): ScimUserFields | ScimRefusal {
  if (!fields.userName) return { scimType: 'invalidValue', detail: 'userName is required.' };
  if (!EMAIL.test(fields.email)) {
    return {
      scimType: 'invalidValue',
      detail: 'The user needs an e-mail address: send emails with a work address, or a userName that is one.',
    };
  }
  return { ...fields, displayName: shownName(fields) };
}

/** A POST or PUT body as the fields kept; the e-mail falls back to userName when that is an address. */
export function fieldsFromInput(input: ScimUserInput): ScimUserFields | ScimRefusal {
  const userName = input.userName.toLowerCase();
  return checkedFields({
    userName,
    externalId: input.externalId || null,
    givenName: input.name?.givenName ?? '',
    familyName: input.name?.familyName ?? '',
    displayName: input.displayName ?? input.name?.formatted ?? '',
    email: chosenEmail(input.emails) ?? userName,
    active: input.active ?? true,
  });
}

export function isRefusal(value: object): value is ScimRefusal {
  return 'scimType' in value;
}
