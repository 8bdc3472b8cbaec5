import { z } from '@/lib/schemas/zod';
import { apiAddress } from './api-url';

/**
 * Connect GitLab: the group (its full path as in its address, such as acme/platform, or its numeric ID), an access
 * token with read_api, and the instance's address (gitlab.com or a self-managed one). Other keys are left out.
 */
export const gitlabConnectSchema = z.object({
  group: z
    .string({ error: 'Enter the group.' })
    .trim()
    .min(1, 'Enter the group.')
    .max(255, 'The group can be at most 255 characters.')
    .transform((group) => group.replace(/^\/+|\/+$/g, ''))
    .refine(
      (group) => /^\d+$/.test(group) || /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/.test(group),
      'Enter the group’s path as in its address (acme or acme/platform) or its numeric ID.',
    ),
  token: z
    .string({ error: 'Enter an access token.' })
    .trim()
    .min(1, 'Enter an access token.')
    .regex(/^\S+$/, 'This is not a GitLab token: it has spaces.')
    .min(20, 'This is not a GitLab token: it is too short.')
    .max(255, 'This is not a GitLab token: it is too long.'),
  baseUrl: apiAddress('the GitLab URL', 'https://gitlab.com'),
});
export type GitlabConnect = z.infer<typeof gitlabConnectSchema>;
