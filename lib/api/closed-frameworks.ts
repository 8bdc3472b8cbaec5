import 'server-only';
import type { z } from 'zod';
import { apiAccessSentence, closedFramework } from '@/lib/domain/api-access';
import type { apiFrameworkListSchema } from '@/lib/schemas/api-v1';
import { frameworksByApiAccess } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { apiFramework } from './views';

/** The framework list of the API: the open frameworks, the followed ones closed to keys with where to open them, and a sentence. */
export async function frameworkListForApi(member: Member): Promise<z.output<typeof apiFrameworkListSchema>> {
  const { open, closed } = await frameworksByApiAccess(member);
  const closedToKeys = closed.map((framework) => closedFramework(framework.frameworkId));
  return { frameworks: open.map(apiFramework), closed: closedToKeys, note: apiAccessSentence(open.length, closedToKeys) };
}
