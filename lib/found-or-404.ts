import 'server-only';
import { notFound } from 'next/navigation';
import { WorkspaceError } from '@/lib/workspace/member';

/**
 * A record a page reads, or the 404 page when the id names none in the member's organization (another
 * organization's, an unknown one or one that is not a UUID).
 */
export async function foundOr404<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof WorkspaceError && error.kind === 'not-found') notFound();
    throw error;
  }
}
