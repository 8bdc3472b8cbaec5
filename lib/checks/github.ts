import { DAY_MS } from '@/lib/domain/calendar-days';
import type { GithubFacts, OpenAlert } from '@/lib/integrations/github/facts';
import { isUnknown, type CheckDefinition, type CheckResult } from './types';

/** How long a security alert may stay open before it fails its check. */
export const ALERT_GRACE_DAYS = 30;

const unknownFor = (resource: string, reason: string): CheckResult[] => [{ resource, outcome: 'unknown', reason }];

/** Alerts open past the grace period fail per repository; repositories with none pass for the organization. */
function alertsCheck(alerts: OpenAlert[], organization: string, now: Date, what: string): CheckResult[] {
  const late = alerts.filter((alert) => now.getTime() - Date.parse(alert.createdAt) > ALERT_GRACE_DAYS * DAY_MS);
  if (late.length === 0) {
    const recent = alerts.length === 0 ? `No open ${what}.` : `${alerts.length} open ${what}, none older than ${ALERT_GRACE_DAYS} days.`;
    return [{ resource: organization, outcome: 'pass', reason: recent }];
  }
  const byRepository = new Map<string, OpenAlert[]>();
  for (const alert of late) byRepository.set(alert.repository, [...(byRepository.get(alert.repository) ?? []), alert]);
  return [...byRepository].map(([repository, open]) => ({
    resource: repository,
    outcome: 'fail' as const,
    reason: `${open.length} ${what} open more than ${ALERT_GRACE_DAYS} days: #${open.map((alert) => alert.number).join(', #')}.`,
  }));
}

/** The checks run on a GitHub organization's facts. */
export const githubChecks: readonly CheckDefinition<GithubFacts>[] = [
  {
    id: 'github.org-two-factor',
    title: 'The GitHub organization requires two-factor authentication',
    proves: 'Every member signs in to the source code host with a second factor.',
    controls: ['AC-05', 'SDL-07'],
    severity: 'high',
    logic: {
      reads: "The organization's settings (GET /orgs/{org}), field two_factor_requirement_enabled.",
      rule: 'The organization must require two-factor authentication of every member and outside collaborator.',
      pass: 'GitHub says the requirement is on.',
      fail: 'GitHub says the requirement is off.',
      unknown: "The organization could not be read, or the token is not an owner's, to whom alone GitHub shows the setting.",
    },
    evaluate: (facts) => {
      if (isUnknown(facts.twoFactorRequired)) return unknownFor(facts.organization, facts.twoFactorRequired.unknown);
      return facts.twoFactorRequired
        ? [{ resource: facts.organization, outcome: 'pass', reason: 'Two-factor authentication is required of every member.' }]
        : [{ resource: facts.organization, outcome: 'fail', reason: 'Members may sign in without two-factor authentication.' }];
    },
  },
  {
    id: 'github.default-branch-reviews',
    title: "Every active repository's default branch requires a reviewed pull request",
    proves: 'No change reaches the main line of any repository without another person approving it.',
    controls: ['SDL-04', 'SDL-05'],
    severity: 'high',
    logic: {
      reads: "Every repository of the organization (every page), archived ones left out, and its default branch's protection.",
      rule: "Each active repository's default branch must be protected and require at least one approving review before a pull request merges.",
      pass: 'The default branch requires one approving review or more.',
      fail: 'The default branch is not protected, or is protected without a required review.',
      unknown: "The repositories, or that repository's protection, could not be read (refused, rate-limited, unreachable).",
    },
    evaluate: (facts) => {
      if (isUnknown(facts.repositories)) return unknownFor(facts.organization, facts.repositories.unknown);
      return facts.repositories.map(({ name, defaultBranch, protection }): CheckResult => {
        if (isUnknown(protection)) return { resource: name, outcome: 'unknown', reason: protection.unknown };
        if (protection === 'none') return { resource: name, outcome: 'fail', reason: `${defaultBranch} is not protected.` };
        return protection.requiredReviews >= 1
          ? { resource: name, outcome: 'pass', reason: `${defaultBranch} needs ${protection.requiredReviews} approving review(s).` }
          : { resource: name, outcome: 'fail', reason: `${defaultBranch} is protected but needs no approving review.` };
      });
    },
  },
  {
    id: 'github.dependabot-critical',
    title: `No critical Dependabot alert stays open more than ${ALERT_GRACE_DAYS} days`,
    proves: 'Critical vulnerabilities in third-party components are fixed within a month.',
    controls: ['VUL-01', 'SDL-09'],
    severity: 'high',
    logic: {
      reads: "The organization's open Dependabot alerts of critical severity (every page), with when each was opened.",
      rule: 'No critical Dependabot alert may stay open more than 30 days.',
      pass: 'No open critical alert is older than 30 days (none open, or all recent).',
      fail: 'A repository has a critical alert open more than 30 days; the result names the alerts.',
      unknown: 'The alerts could not be read: Dependabot alerts are off, or the token may not read them.',
    },
    evaluate: (facts, now) =>
      isUnknown(facts.criticalDependabotAlerts)
        ? unknownFor(facts.organization, facts.criticalDependabotAlerts.unknown)
        : alertsCheck(facts.criticalDependabotAlerts, facts.organization, now, 'critical Dependabot alert(s)'),
  },
  {
    id: 'github.secret-scanning',
    title: `No leaked secret stays open more than ${ALERT_GRACE_DAYS} days`,
    proves: 'Secrets found in code are revoked and closed within a month.',
    controls: ['CRY-01', 'SDL-04'],
    severity: 'medium',
    logic: {
      reads: "The organization's open secret scanning alerts (every page), with when each was opened.",
      rule: 'No leaked secret may stay open more than 30 days: it is revoked and the alert closed.',
      pass: 'No open alert is older than 30 days.',
      fail: 'A repository has a secret scanning alert open more than 30 days; the result names them.',
      unknown: 'The alerts could not be read: secret scanning is off, or the token may not read it.',
    },
    evaluate: (facts, now) =>
      isUnknown(facts.secretScanningAlerts)
        ? unknownFor(facts.organization, facts.secretScanningAlerts.unknown)
        : alertsCheck(facts.secretScanningAlerts, facts.organization, now, 'secret scanning alert(s)'),
  },
];
