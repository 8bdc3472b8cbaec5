import type { AwsFacts, Trail } from '@/lib/integrations/aws/facts';
import type { OpenRule, Regional } from '@/lib/integrations/aws/facts-services';
import { isUnknown, type CheckResult, type Unknown } from './types';

/** The ports an internet-facing security group must not open: SSH and RDP. */
export const ADMIN_PORTS = [22, 3389] as const;
/** The fewest days an RDS instance's automated backups may be kept. */
export const MIN_BACKUP_RETENTION_DAYS = 7;

export const accountOf = (facts: AwsFacts) => facts.account || 'AWS account';
const unknownResult = (resource: string, { unknown }: Unknown): CheckResult => ({ resource, outcome: 'unknown', reason: unknown });

/** A regional fact absent from facts gathered before it was read, kept as could-not-evaluate. */
const NOT_GATHERED: Unknown = { unknown: 'This run did not read it; the next run will.' };

/** A result per region read; the regions themselves unread leave the account unknown. */
export function perRegion<T>(
  facts: AwsFacts,
  regional: Regional<T>[] | Unknown | undefined,
  evaluate: (region: string, value: T) => CheckResult,
): CheckResult[] {
  const readings = regional ?? NOT_GATHERED;
  if (isUnknown(readings)) return [unknownResult(accountOf(facts), readings)];
  return readings.map(({ region, read }) => (isUnknown(read) ? unknownResult(region, read) : evaluate(region, read)));
}

/**
 * A result per resource of every region; a region that could not be listed is one unknown result of its own, and
 * an account with none in any region read passes once, saying so (`none`).
 */
export function perRegionalResource<T>(
  facts: AwsFacts,
  regional: Regional<T[]>[] | Unknown | undefined,
  none: string,
  evaluate: (resource: T) => CheckResult,
): CheckResult[] {
  const readings = regional ?? NOT_GATHERED;
  if (isUnknown(readings)) return [unknownResult(accountOf(facts), readings)];
  const results = readings.flatMap(({ region, read }) => (isUnknown(read) ? [unknownResult(region, read)] : read.map(evaluate)));
  return results.length === 0
    ? [{ resource: accountOf(facts), outcome: 'pass', reason: `${none} in the ${readings.length} region(s) read.` }]
    : results;
}

/** A result per CloudTrail trail; an account without a trail fails, since it keeps no log to protect. */
export function perTrail(facts: AwsFacts, evaluate: (trail: Trail) => CheckResult): CheckResult[] {
  if (isUnknown(facts.trails)) return [unknownResult(accountOf(facts), facts.trails)];
  if (facts.trails.length === 0) return [{ resource: accountOf(facts), outcome: 'fail', reason: 'The account has no CloudTrail trail.' }];
  return facts.trails.map(evaluate);
}

/** Whether a rule open to the internet reaches `port`: every protocol ('-1'), or TCP with the port in its range. */
function reaches(rule: OpenRule, port: number): boolean {
  if (rule.protocol === '-1') return true;
  if (rule.protocol !== 'tcp' && rule.protocol !== '6') return false;
  if (rule.fromPort === null || rule.toPort === null) return true;
  return rule.fromPort <= port && port <= rule.toPort;
}

/** The admin ports (SSH, RDP) a group's internet-facing rules open, in order, each once. */
export const openAdminPorts = (rules: OpenRule[]) => ADMIN_PORTS.filter((port) => rules.some((rule) => reaches(rule, port)));
