import { vendorQuestionnaire } from '@/lib/catalog/vendor-questionnaire';
import { answerField, questionnaireFormSchema } from '@/lib/domain/vendors/questionnaire';
import { invitedRegisterSchema, loginSchema, registerSchema, resetRequestSchema } from '@/lib/schemas/auth';
import { demoRequestSchema } from '@/lib/schemas/demo-request';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { isOneLine } from '@/lib/schemas/one-line';
import { organizationNameSchema, teamInviteSchema } from '@/lib/schemas/organization/settings';
import { trustAccessRequestSchema, trustSubscribeSchema } from '@/lib/schemas/trust/access';
import type { z } from '@/lib/schemas/zod';

const INVITATION = 'a'.repeat(32);
const PASSWORD = 'correct horse battery';
const answers = Object.fromEntries(vendorQuestionnaire.map((question) => [answerField(question.id), 'yes']));

/** Every public form's schema, a valid input, and its one-line fields (an e-mail field gets an address). */
const forms: { form: string; schema: z.ZodType; valid: Record<string, unknown>; fields: string[]; emails: string[] }[] = [
  {
    form: 'trust access request',
    schema: trustAccessRequestSchema,
    valid: { name: 'Eve', email: 'eve@example.com', company: 'Acme', reason: 'Due diligence', accept: 'on', ndaVersion: '1' },
    fields: ['name', 'company'],
    emails: ['email'],
  },
  { form: 'trust updates', schema: trustSubscribeSchema, valid: { email: 'eve@example.com' }, fields: [], emails: ['email'] },
  {
    form: 'demo request',
    schema: demoRequestSchema,
    valid: { firstName: 'Eve', lastName: 'Adams', email: 'eve@example.com', company: 'Acme', jobTitle: 'CISO' },
    fields: ['firstName', 'lastName', 'company', 'jobTitle'],
    emails: ['email'],
  },
  { form: 'newsletter', schema: newsletterSchema, valid: { email: 'eve@example.com' }, fields: [], emails: ['email'] },
  {
    form: 'register',
    schema: registerSchema,
    valid: {
      fullName: 'Eve Adams',
      email: 'eve@example.com',
      companyName: 'Acme',
      industry: 0,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: true,
    },
    fields: ['fullName', 'companyName'],
    emails: ['email'],
  },
  {
    form: 'register by invitation',
    schema: invitedRegisterSchema,
    valid: { fullName: 'Eve Adams', password: PASSWORD, confirmPassword: PASSWORD, terms: true, invitation: INVITATION },
    fields: ['fullName'],
    emails: [],
  },
  { form: 'sign-in', schema: loginSchema, valid: { email: 'eve@example.com', password: PASSWORD }, fields: [], emails: ['email'] },
  { form: 'password reset', schema: resetRequestSchema, valid: { email: 'eve@example.com' }, fields: [], emails: ['email'] },
  {
    form: 'vendor questionnaire',
    schema: questionnaireFormSchema,
    valid: { respondent: 'Eve', ...answers },
    fields: ['respondent'],
    emails: [],
  },
  { form: 'invitation', schema: teamInviteSchema, valid: { email: 'eve@example.com', role: 'member' }, fields: [], emails: ['email'] },
  { form: 'new organization', schema: organizationNameSchema, valid: { name: 'Acme' }, fields: ['name'], emails: [] },
];

const controls = [
  ['CR LF', '\r\n'],
  ['CR', '\r'],
  ['LF', '\n'],
  ['NUL', '\u0000'],
  ['tab', '\t'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['next line (C1)', '\u0085'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
] as const;

const cases = forms.flatMap(({ form, schema, valid, fields, emails }) => [
  ...fields.map((field) => ({ form, schema, valid, field, value: (c: string) => `Eve${c}Bcc: victim@example.com` })),
  ...emails.map((field) => ({ form, schema, valid, field, value: (c: string) => `eve${c}bcc@example.com` })),
]);

/** The field messages of a parse, by field. */
function messagesOf(schema: z.ZodType, input: Record<string, unknown>): Record<string, string[]> {
  const result = schema.safeParse(input);
  const messages: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) (messages[String(issue.path[0])] ??= []).push(issue.message);
  return messages;
}

describe('one-line fields of the public forms', () => {
  it.each(forms.map((entry) => [entry.form, entry] as const))('%s: the valid input is accepted', (_form, { schema, valid }) => {
    expect(messagesOf(schema, valid)).toEqual({});
  });

  describe.each(controls)('a %s inside the value', (_name, control) => {
    it.each(cases.map((entry) => [entry.form, entry.field, entry] as const))(
      '%s, %s: refused with the one-line message',
      (_form, field, { schema, valid, value }) => {
        const messages = messagesOf(schema, { ...valid, [field]: value(control) });
        expect(Object.keys(messages)).toEqual([field]);
        expect(messages[field]).toContainEqual(expect.stringMatching(/must be on one line, without line breaks or control characters\.$/));
      },
    );
  });
});

describe('isOneLine', () => {
  it.each(['Eve Adams', 'Zoë Ångström', 'café “quoted” — dash', '株式会社', 'emoji 🙂'])('accepts %p', (text) => {
    expect(isOneLine(text)).toBe(true);
  });

  it.each(controls)('refuses a %s', (_name, control) => {
    expect(isOneLine(`a${control}b`)).toBe(false);
  });
});
