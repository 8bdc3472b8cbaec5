import { DAY_MS } from '@/lib/domain/calendar-days';
import type { Bucket, IamUser, Trail } from '@/lib/integrations/aws/facts';
import { isUnknown, type CheckResult } from './types';

/** A user's active access keys: each older than `maxDays` fails, one without a rotation date cannot be evaluated. */
export function keyAgeResult(user: IamUser, now: Date, maxDays: number): CheckResult {
  const active = user.accessKeys.map((key, index) => ({ ...key, number: index + 1 })).filter((key) => key.active);
  const ages = active.map((key) => ({
    number: key.number,
    days: key.lastRotated ? Math.floor((now.getTime() - Date.parse(key.lastRotated)) / DAY_MS) : null,
  }));
  const old = ages.filter((key) => key.days !== null && key.days > maxDays);
  if (old.length > 0) {
    const which = old.map((key) => `access key ${key.number} was last rotated ${key.days} days ago`).join('; ');
    return { resource: user.name, outcome: 'fail', reason: `Older than ${maxDays} days: ${which}.` };
  }
  const undated = ages.find((key) => key.days === null);
  if (undated) {
    return { resource: user.name, outcome: 'unknown', reason: `IAM shows no rotation date for access key ${undated.number}.` };
  }
  return { resource: user.name, outcome: 'pass', reason: `Its ${active.length} active access key(s) are at most ${maxDays} days old.` };
}

const SETTINGS = {
  blockPublicAcls: 'BlockPublicAcls',
  ignorePublicAcls: 'IgnorePublicAcls',
  blockPublicPolicy: 'BlockPublicPolicy',
  restrictPublicBuckets: 'RestrictPublicBuckets',
} as const;

/** A bucket passes when all four public access block settings are on; the failure names those that are off. */
export function publicAccessResult({ name, publicAccessBlock: block }: Bucket): CheckResult {
  if (isUnknown(block)) return { resource: name, outcome: 'unknown', reason: block.unknown };
  if (block === 'none') return { resource: name, outcome: 'fail', reason: 'No public access block is set on the bucket.' };
  const off = (Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]).filter((setting) => !block[setting]).map((setting) => SETTINGS[setting]);
  return off.length === 0
    ? { resource: name, outcome: 'pass', reason: 'All four public access block settings are on.' }
    : { resource: name, outcome: 'fail', reason: `Public access is not fully blocked: ${off.join(', ')} off.` };
}

/** The account passes with a multi-region trail that is logging; a trail whose status could not be read is unknown. */
export function trailResult(account: string, trails: Trail[]): CheckResult {
  const multiRegion = trails.filter((trail) => trail.multiRegion);
  const logging = multiRegion.find((trail) => trail.logging === true);
  if (logging) return { resource: account, outcome: 'pass', reason: `The multi-region trail ${logging.name} is logging.` };
  const unread = multiRegion.find((trail) => isUnknown(trail.logging));
  if (unread && isUnknown(unread.logging)) return { resource: account, outcome: 'unknown', reason: unread.logging.unknown };
  if (multiRegion.length === 0) {
    const single = trails.length === 0 ? 'The account has no CloudTrail trail.' : 'No CloudTrail trail covers every region.';
    return { resource: account, outcome: 'fail', reason: single };
  }
  return {
    resource: account,
    outcome: 'fail',
    reason: `The multi-region trail(s) ${multiRegion.map((trail) => trail.name).join(', ')} are not logging.`,
  };
}
