import type { CheckResult } from './types';

/**
 * Results per user that fails or could not be evaluated; when every user passes, one pass for the directory
 * (`passed` says why, `none` when it has no such user), so a large directory's run stays readable.
 */
export function perUser(directory: string, results: CheckResult[], passed: string, none: string): CheckResult[] {
  const open = results.filter((result) => result.outcome !== 'pass');
  if (open.length > 0) return open;
  return [{ resource: directory, outcome: 'pass', reason: results.length === 0 ? none : passed }];
}
