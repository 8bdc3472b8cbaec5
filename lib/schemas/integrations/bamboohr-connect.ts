import { z } from '@/lib/schemas/zod';
import { apiAddress } from './api-url';

/**
 * Connect BambooHR: the company's subdomain (acme in acme.bamboohr.com), an API key of a user allowed to read the
 * employees' job information, and the API's address (BambooHR's own unless told otherwise). Other keys are left out.
 */
export const bamboohrConnectSchema = z.object({
  subdomain: z
    .string({ error: "Enter the company's subdomain." })
    .trim()
    .toLowerCase()
    .min(1, "Enter the company's subdomain.")
    .transform((value) => value.replace(/^https?:\/\//, '').replace(/\.bamboohr\.com\/?.*$/, ''))
    .refine(
      (value) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value),
      'Enter the subdomain as in your BambooHR address (acme for acme.bamboohr.com): letters, digits and hyphens.',
    ),
  apiKey: z
    .string({ error: 'Enter an API key.' })
    .trim()
    .min(1, { error: 'Enter an API key.', abort: true })
    .regex(/^\S+$/, 'This is not a BambooHR API key: it has spaces.')
    .min(20, 'This is not a BambooHR API key: it is too short.')
    .max(255, 'This is not a BambooHR API key: it is too long.'),
  baseUrl: apiAddress('the API URL', 'https://api.bamboohr.com'),
});
export type BamboohrConnect = z.infer<typeof bamboohrConnectSchema>;
