import 'server-only';
import { z } from 'zod';
import { allowedHostsProblem } from './outbound/allowed-hosts';
import { DEFAULT_SITE_URL } from './site-url-warning';

/** An empty `VAR=` line in a .env file means "use the default", as if the variable were unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** Who stands in front of the server: 'none', 'vercel', or how many reverse proxies (1 to 10). */
const trustedProxy = z
  .string()
  .trim()
  .regex(/^(none|vercel|[1-9]|10)$/, "must be 'none', 'vercel' or a number of proxy hops from 1 to 10")
  .transform((value) => (value === 'none' || value === 'vercel' ? value : Number(value)));

export type TrustedProxy = 'none' | 'vercel' | number;

/** S3's rule for bucket names (dots and hyphens inside only). */
const bucketName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens');

/** Folders of letters, digits, '.', '_' and '-' joined by '/': the characters the storage allows in keys. */
const keyPrefix = z
  .string()
  .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, "must be folder names of letters, digits, '.', '_' or '-' joined by '/'")
  .refine((prefix) => !prefix.split('/').some((folder) => /^\.+$/.test(folder)), "must not hold a '.' or '..' folder");

/** A mail server: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), user:password in the URL. */
const smtpUrl = z
  .string()
  .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587')
  .refine((value) => URL.canParse(value) && new URL(value).hostname !== '', 'must be an smtp:// or smtps:// URL with a host');

/** A sender: an address, or a name and an address in angle brackets. */
const mailFrom = z
  .string()
  .trim()
  .regex(/^([^<>\r\n]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, "must be an address such as 'Complia <no-reply@example.com>'");

/** Hosts the integrations may reach although private or plain http: `host[:port],…` (see docs/outbound-requests.md). */
const allowedHosts = z.string().superRefine((value, ctx) => {
  const problem = allowedHostsProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `must be host[:port] entries separated by commas: ${problem}` });
});

type AssistantVariables = {
  ASSISTANT_PROVIDER?: string;
  ASSISTANT_MODEL?: string;
  ASSISTANT_API_KEY?: string;
  ASSISTANT_BASE_URL?: string;
};

/** The assistant's variables make sense together or not at all: none is silently ignored. */
function assistantProblems(env: AssistantVariables, ctx: z.RefinementCtx) {
  const issue = (path: keyof AssistantVariables, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!env.ASSISTANT_PROVIDER) {
    for (const name of ['ASSISTANT_MODEL', 'ASSISTANT_API_KEY', 'ASSISTANT_BASE_URL'] as const)
      if (env[name]) issue(name, 'takes effect only with ASSISTANT_PROVIDER, which is not set');
    return;
  }
  if (!env.ASSISTANT_MODEL) issue('ASSISTANT_MODEL', `is required with ASSISTANT_PROVIDER=${env.ASSISTANT_PROVIDER}`);
  if (env.ASSISTANT_PROVIDER === 'openai-compatible' && !env.ASSISTANT_BASE_URL)
    issue('ASSISTANT_BASE_URL', 'is required with ASSISTANT_PROVIDER=openai-compatible (for a local Ollama: http://localhost:11434/v1)');
  if (env.ASSISTANT_PROVIDER !== 'openai-compatible' && !env.ASSISTANT_API_KEY)
    issue('ASSISTANT_API_KEY', `is required with ASSISTANT_PROVIDER=${env.ASSISTANT_PROVIDER}`);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
    SITE_URL: optional(httpUrl).default(DEFAULT_SITE_URL),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
    /** Seals integrations' credentials; the session secret when unset. */
    ENCRYPTION_KEY: optional(z.string().min(32, 'must be at least 32 characters long')),
    BACKEND_URL: optional(httpUrl),
    BACKEND_TIMEOUT_MS: optional(z.coerce.number().int().positive('must be a positive number of milliseconds')).default(3_600_000),
    DATA_DIR: optional(z.string()).default('./data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
    DEMO_ACCOUNT: optional(z.enum(['on', 'off'], { error: "must be 'on' or 'off'" })).default('on'),
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optional(z.string().regex(/^[\w-]+$/, 'must be a Google Maps API key')),
    VERCEL: optional(z.string()),
    TRUSTED_PROXY: optional(trustedProxy),
    S3_BUCKET: optional(bucketName),
    S3_ENDPOINT: optional(httpUrl),
    S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, "must be a region name such as 'us-east-1' or 'auto'")).default('us-east-1'),
    S3_PREFIX: optional(keyPrefix),
    /** Each organization's room for stored files (evidence and reports), in megabytes: 5 GB unless set. */
    STORAGE_QUOTA_MB: optional(
      z.coerce.number().int('must be a whole number of megabytes').positive('must be a positive number of megabytes'),
    ).default(5 * 1024),
    /** How long the activity log keeps an entry, in days: 3 years unless set. */
    ACTIVITY_RETENTION_DAYS: optional(z.coerce.number().int('must be a whole number of days').min(30, 'must be at least 30 days')).default(
      3 * 365,
    ),
    /** The mail server letters are sent through; without it they are written into DATA_DIR/outbox. */
    SMTP_URL: optional(smtpUrl),
    /** Who letters come from: no-reply at SITE_URL's host unless set. */
    MAIL_FROM: optional(mailFrom),
    /** Private or plain-http hosts the integrations may reach (a GitHub Enterprise Server, a MinIO); none unless set. */
    OUTBOUND_ALLOWED_HOSTS: optional(allowedHosts),
    /** The assistant's model provider; without it the assistant answers from the records alone and nothing leaves the server. */
    ASSISTANT_PROVIDER: optional(
      z.enum(['openai', 'anthropic', 'openai-compatible'], { error: "must be 'openai', 'anthropic' or 'openai-compatible'" }),
    ),
    /** The model's name at that provider, such as gpt-4.1-mini, claude-sonnet-4-5 or llama3.1. */
    ASSISTANT_MODEL: optional(
      z
        .string()
        .trim()
        .regex(/^[\w.:/@-]{1,200}$/, 'must be a model name such as gpt-4.1-mini'),
    ),
    /** The provider's key; sent to the provider only, never to a browser. */
    ASSISTANT_API_KEY: optional(z.string().trim().min(1)),
    /** Another address for the provider's API: an OpenAI-compatible server (Ollama, vLLM, LM Studio) or a proxy. */
    ASSISTANT_BASE_URL: optional(httpUrl),
  })
  .superRefine((env, ctx) => {
    // A generated secret lives in the data folder; a remote backend or Vercel has no folder to keep it in.
    if (!env.SESSION_SECRET && (env.BACKEND_URL || env.VERCEL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when BACKEND_URL is set or on Vercel',
      });
    }
    // Without a bucket files go to DATA_DIR/files: an endpoint or prefix alone would be silently ignored.
    for (const name of ['S3_ENDPOINT', 'S3_PREFIX'] as const) {
      if (env[name] && !env.S3_BUCKET)
        ctx.addIssue({ code: 'custom', path: [name], message: 'takes effect only with S3_BUCKET, which is not set' });
    }
    // Without a mail server letters go to DATA_DIR/outbox: a sender alone would be silently ignored.
    if (env.MAIL_FROM && !env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'takes effect only with SMTP_URL, which is not set' });
    assistantProblems(env, ctx);
  })
  // On Vercel its edge network is the proxy in front of every request; anywhere else none is assumed.
  .transform((env) => ({ ...env, TRUSTED_PROXY: (env.TRUSTED_PROXY ?? (env.VERCEL ? 'vercel' : 'none')) as TrustedProxy }));

export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is invalid; the message names every wrong variable and never echoes values. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates an environment (process.env by default); throws EnvError naming each wrong variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

let cached: Env | undefined;

/** The validated environment, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
