import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, recordVersionSchema, requiredLine } from '../common';

/** Where a person's record came from: added by hand, a CSV import, a member's login, a directory (Okta, Google Workspace, Microsoft Entra ID) or the HR system (BambooHR). */
export const personSources = ['manual', 'csv', 'member', 'okta', 'google-workspace', 'entra-id', 'bamboohr'] as const;
export type PersonSource = (typeof personSources)[number];
export const personSourceLabels: Record<PersonSource, string> = {
  manual: 'Added by hand',
  csv: 'CSV import',
  member: 'Member',
  okta: 'Okta (identity provider)',
  'google-workspace': 'Google Workspace (identity provider)',
  'entra-id': 'Microsoft Entra ID (identity provider)',
  bamboohr: 'BambooHR (HR system)',
};

/** The list's status filter: people still employed, or those who left. */
export const personListStatuses = ['active', 'departed'] as const;
export const personListStatusLabels: Record<(typeof personListStatuses)[number], string> = {
  active: 'Active',
  departed: 'Departed',
};

/** A person as the screens show them; dates are calendar days (YYYY-MM-DD), `endDate` null while employed. */
export type Person = {
  id: string;
  memberId: string | null;
  name: string;
  email: string;
  department: string;
  managerId: string | null;
  managerName: string | null;
  startDate: string;
  endDate: string | null;
  source: PersonSource;
  version: number;
};

/** A person's page: the record, their login when they are a member, and the people who may be their manager. */
export type PersonDetail = {
  person: Person;
  login: { email: string; role: 'admin' | 'member' | 'viewer'; removed: boolean } | null;
  managerChoices: { id: string; name: string }[];
};

export const MAX_DEPARTMENT_LENGTH = 80;

/** An e-mail address, trimmed and lower-cased, so one address names one person. */
export const personEmailSchema = z
  .string({ error: 'Enter the email address.' })
  .trim()
  .min(1, 'Enter the email address.')
  .max(254, 'The email address can be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((email) => email.toLowerCase());

/** The manager select: '' (none) becomes null. */
const managerField = z
  .string()
  .optional()
  .default('')
  .transform((id) => (id === '' ? null : id));

export const personFields = z.object({
  name: requiredLine('name'),
  email: personEmailSchema,
  department: optionalText('department', MAX_DEPARTMENT_LENGTH),
  managerId: managerField,
  startDate: isoDate('start date'),
});

/** Add person. */
export const personCreateSchema = personFields;
export type PersonCreate = z.output<typeof personCreateSchema>;

/** Edit person: the fields and the version the page read. */
export const personEditSchema = personFields.extend(recordVersionSchema.shape);
export type PersonEdit = z.output<typeof personEditSchema>;

/** Record departure: the last day, with the version the page read. */
export const personDepartureSchema = recordVersionSchema.extend({ endDate: isoDate('end date') });
export type PersonDeparture = z.output<typeof personDepartureSchema>;

/** At most this many people in one CSV file. */
export const MAX_IMPORT_LINES = 5000;
/** A CSV file of 5,000 people fits well within this. */
export const MAX_IMPORT_CHARACTERS = 2_000_000;

/** Import CSV: the file's text. */
export const peopleImportSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file or paste its lines.' })
    .trim()
    .min(1, 'Choose a CSV file or paste its lines.')
    .max(MAX_IMPORT_CHARACTERS, 'The file is too large: import at most 5,000 people at a time.'),
});

/** What an import did: how many people were added, and each line refused with why. */
export type PeopleImportReport = { added: number; refused: { line: number; reason: string }[] };
