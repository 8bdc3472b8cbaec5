import { z } from '@/lib/schemas/zod';

const region = z
  .string({ error: 'Enter the AWS region, such as us-east-1.' })
  .trim()
  .toLowerCase()
  .transform((value) => value || 'us-east-1')
  .pipe(z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d{1,2}$/, 'Enter an AWS region such as us-east-1 or eu-west-3.'))
  .default('us-east-1');

/** Empty: AWS's own endpoints; otherwise one endpoint every client uses (a VPC endpoint, a local stand-in). */
const baseUrl = z
  .string({ error: 'Enter an http:// or https:// URL, or leave the endpoint URL empty.' })
  .trim()
  .max(300, 'The endpoint URL can be at most 300 characters.')
  .regex(/^(https?:\/\/[^\s/?#]+(\/[^\s?#]*)?)?$/i, 'Enter an http:// or https:// URL, or leave the endpoint URL empty.')
  .default('');

const accessKey = z.object({
  method: z.literal('access-key'),
  accessKeyId: z
    .string({ error: 'Enter the access key ID.' })
    .trim()
    .min(1, 'Enter the access key ID.')
    .regex(/^(AKIA|ASIA)[A-Z0-9]{16}$/, 'This is not an AWS access key ID: it starts with AKIA or ASIA and has 20 capitals and digits.'),
  secretAccessKey: z
    .string({ error: 'Enter the secret access key.' })
    .trim()
    .min(1, 'Enter the secret access key.')
    .length(40, 'This is not an AWS secret access key: it has 40 characters.'),
  region,
  baseUrl,
});

const role = z.object({
  method: z.literal('role'),
  roleArn: z
    .string({ error: "Enter the role's ARN." })
    .trim()
    .min(1, "Enter the role's ARN.")
    .regex(/^arn:aws:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/, 'Enter the ARN as arn:aws:iam::<12-digit account id>:role/<role name>.'),
  externalId: z
    .string({ error: 'Enter the external ID set in the role’s trust policy.' })
    .trim()
    .min(2, 'Enter the external ID set in the role’s trust policy (at least 2 characters).')
    .max(1224, 'The external ID can be at most 1224 characters.')
    .regex(/^[\w+=,.@:/-]+$/, 'The external ID may hold letters, digits and + = , . @ : / - _ only.'),
  region,
  baseUrl,
});

/**
 * Connect AWS, read-only: the access key of an IAM user with the SecurityAudit policy, or a role the product assumes
 * with its own credentials and an external ID. Other form fields (the hidden provider) are dropped.
 */
export const awsConnectSchema = z.discriminatedUnion('method', [accessKey, role], {
  error: 'Choose how the product signs in to AWS: an access key or a role.',
});
export type AwsConnect = z.infer<typeof awsConnectSchema>;
