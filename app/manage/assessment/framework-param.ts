import { directoryIds } from '@/lib/catalog/framework-directory';

/**
 * The `framework` of an assessment address: null without one (every framework followed), the id when the
 * directory knows it, or 'unknown' for any other value (a 404). A repeated parameter counts by its first value.
 */
export function assessmentFramework(value: string | string[] | null | undefined): string | null | 'unknown' {
  const id = Array.isArray(value) ? value[0] : value;
  if (id === undefined || id === null || id === '') return null;
  return directoryIds.has(id) ? id : 'unknown';
}
