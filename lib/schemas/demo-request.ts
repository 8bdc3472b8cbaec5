import { z } from '@/lib/schemas/zod';
import { oneLine } from '@/lib/schemas/one-line';
import { companySizeOptions, demoIndustryOptions } from './demo-request-options';
import { honeypotSchema } from './honeypot';

export { companySizeOptions, demoIndustryOptions };

type Values<T extends readonly { value: string }[]> = [T[number]['value'], ...T[number]['value'][]];
const companySizes = companySizeOptions.map((option) => option.value) as Values<typeof companySizeOptions>;
const industries = demoIndustryOptions.map((option) => option.value) as Values<typeof demoIndustryOptions>;

const required = (label: string, max: number) =>
  oneLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
    label.toLowerCase(),
  );

/** An empty optional field ('' from a form) means "not given". */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );

/** The same for a one-line field. */
const optionalLine = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    oneLine(z.string().trim().max(max, `${label} must be at most ${max} characters`), label.toLowerCase()).optional(),
  );

const optionalChoice = <T extends [string, ...string[]]>(values: T, label: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, { error: `Choose a valid ${label}` }).optional());

/**
 * The demo form: first name, last name, work e-mail and company required; the rest optional, and the
 * hidden honeypot field.
 */
export const demoRequestSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email: oneLine(
    z
      .string({ error: 'Work email is required' })
      .trim()
      .min(1, 'Work email is required')
      .max(254, 'Work email must be at most 254 characters'),
    'work email',
  ).pipe(z.email('Enter a valid email address')),
  company: required('Company', 200),
  jobTitle: optionalLine('Job title', 100),
  companySize: optionalChoice(companySizes, 'company size'),
  industry: optionalChoice(industries, 'industry'),
  frameworks: optionalText('Frameworks of interest', 500),
  additionalInfo: optionalText('Additional information', 2000),
  website: honeypotSchema,
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;
export type DemoRequestField = keyof DemoRequest;

/** One id per rendered form, so a repeated submission of the same form is stored once. */
export const submissionIdSchema = z.uuid('Invalid submission id');

/** What POST /api/demo-requests accepts. */
export const demoRequestSubmissionSchema = demoRequestSchema.extend({ submissionId: submissionIdSchema });

export type DemoRequestSubmission = z.output<typeof demoRequestSubmissionSchema>;
