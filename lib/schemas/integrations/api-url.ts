import { z } from '@/lib/schemas/zod';

/** Plain http only for this machine, where a local server may stand in for the provider. */
const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?\/?$/i;

/**
 * A provider's address alone (no path, no credentials), https unless it is this machine, with its default: `label`
 * names the field in the messages ("the Graph URL"), `example` is the provider's own address.
 */
export const apiAddress = (label: string, example: string) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(300, `${label[0]?.toUpperCase()}${label.slice(1)} can be at most 300 characters.`)
    .regex(/^https?:\/\/[^\s/?#@]+\/?$/i, `Enter ${label} alone, without a path, such as ${example}.`)
    .refine((url) => /^https:/i.test(url) || LOCAL_HTTP.test(url), `Enter an https:// URL, such as ${example}.`)
    .transform((url) => url.replace(/\/+$/, ''))
    .default(example);
