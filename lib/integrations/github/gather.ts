import type { Octokit } from '@octokit/rest';
import type { Unknown } from '@/lib/checks/types';
import { githubClient } from './client';
import type { BranchProtection, GithubFacts, GithubMember, OpenAlert } from './facts';
import { githubFailure, httpStatusOf } from './failures';
import { gatherVulnerabilityAlerts } from './gather-alerts';

type Connection = { baseUrl: string; organization: string; token: string };

/**
 * Branch protections read at once: GitHub asks integrations not to send concurrent bursts (its secondary rate limit
 * refuses them), and an organization of hundreds of repositories is still read in seconds.
 */
export const PROTECTIONS_AT_ONCE = 8;

/** Why a fact could not be read, in a sentence: GitHub's refusal of `what`, the rate limit, or GitHub unreachable. */
function unknownOf(error: unknown, what: string, connection: Connection): Unknown {
  const status = httpStatusOf(error);
  const general = githubFailure(error, connection);
  if (status === 403 && !general.includes('rate limit')) return { unknown: `The token may not read ${what} (403).` };
  if (status === 404) return { unknown: `GitHub shows no ${what} (404): the feature is off, or the token cannot see it.` };
  return { unknown: general };
}

/** Answers `read()`, or why it could not be read. */
async function attempt<T>(read: () => Promise<T>, what: string, connection: Connection): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    return unknownOf(error, what, connection);
  }
}

async function protectionOf(
  octokit: Octokit,
  owner: string,
  repo: string,
  branch: string,
  connection: Connection,
): Promise<BranchProtection> {
  try {
    const { data } = await octokit.rest.repos.getBranchProtection({ owner, repo, branch });
    return { requiredReviews: data.required_pull_request_reviews?.required_approving_review_count ?? 0 };
  } catch (error) {
    // GitHub answers 404 "Branch not protected" for a branch without protection.
    if (httpStatusOf(error) === 404) return 'none';
    return unknownOf(error, `the branch protection of ${repo}`, connection);
  }
}

/** The repositories that are not archived, each with its default branch's protection, a few read at a time. */
async function protectedRepositories(
  octokit: Octokit,
  org: string,
  listed: readonly { name: string; archived?: boolean; default_branch?: string | null }[],
  connection: Connection,
) {
  const active = listed.filter((repository) => !repository.archived && repository.default_branch);
  const repositories = [];
  for (let start = 0; start < active.length; start += PROTECTIONS_AT_ONCE) {
    const batch = active.slice(start, start + PROTECTIONS_AT_ONCE);
    repositories.push(
      ...(await Promise.all(
        batch.map(async (repository) => ({
          name: repository.name,
          defaultBranch: repository.default_branch!,
          protection: await protectionOf(octokit, org, repository.name, repository.default_branch!, connection),
        })),
      )),
    );
  }
  return repositories;
}

const alertOf = (alert: { number?: number; created_at?: string; repository?: { name: string } }, severity?: string): OpenAlert => ({
  repository: alert.repository?.name ?? '(unknown repository)',
  number: alert.number ?? 0,
  createdAt: alert.created_at ?? '',
  ...(severity ? { severity } : {}),
});

/** The organization's members, each with whether they are an owner; unknown when either list is refused. */
async function membersOf(octokit: Octokit, org: string, connection: Connection): Promise<GithubMember[] | Unknown> {
  const everyone = await attempt(
    () => octokit.paginate(octokit.rest.orgs.listMembers, { org, role: 'all', per_page: 100 }),
    'the members',
    connection,
  );
  if ('unknown' in everyone) return everyone;
  const owners = await attempt(
    () => octokit.paginate(octokit.rest.orgs.listMembers, { org, role: 'admin', per_page: 100 }),
    'the owners',
    connection,
  );
  if ('unknown' in owners) return owners;
  const ownerLogins = new Set(owners.map((owner) => owner.login));
  return everyone.map((member) => ({
    login: member.login,
    name: member.name ?? null,
    email: member.email ?? null,
    admin: ownerLogins.has(member.login),
  }));
}

/**
 * Gathers the facts of a GitHub organization the checks read, following every page: its two-factor requirement,
 * its repositories that are not archived with their default branch's protection, its open critical Dependabot
 * and secret scanning alerts, and its members with their owner flag (for access reviews). A fact GitHub refuses or cannot answer is kept with the reason, never guessed.
 */
export async function gatherGithubFacts(connection: Connection, now = new Date()): Promise<GithubFacts> {
  const octokit = githubClient(connection.baseUrl, connection.token);
  const org = connection.organization;
  const organization = await attempt(() => octokit.rest.orgs.get({ org }), 'the organization', connection);
  const twoFactor =
    'unknown' in organization
      ? organization
      : typeof organization.data.two_factor_requirement_enabled === 'boolean'
        ? organization.data.two_factor_requirement_enabled
        : { unknown: "GitHub shows the two-factor requirement only to an organization owner's token." };
  const listed = await attempt(
    () => octokit.paginate(octokit.rest.repos.listForOrg, { org, type: 'all', per_page: 100 }),
    'the repositories',
    connection,
  );
  const repositories = 'unknown' in listed ? listed : await protectedRepositories(octokit, org, listed, connection);
  const dependabot = await attempt(
    () => octokit.paginate(octokit.rest.dependabot.listAlertsForOrg, { org, state: 'open', severity: 'critical', per_page: 100 }),
    'Dependabot alerts',
    connection,
  );
  const secrets = await attempt(
    () => octokit.paginate(octokit.rest.secretScanning.listAlertsForOrg, { org, state: 'open', per_page: 100 }),
    'secret scanning alerts',
    connection,
  );
  const vulnerabilityAlerts = await gatherVulnerabilityAlerts(octokit, org, (read, what) => attempt(read, what, connection));
  return {
    organization: org,
    members: await membersOf(octokit, org, connection),
    collectedAt: now.toISOString(),
    twoFactorRequired: twoFactor,
    repositories,
    criticalDependabotAlerts: Array.isArray(dependabot) ? dependabot.map((alert) => alertOf(alert, 'critical')) : dependabot,
    secretScanningAlerts: Array.isArray(secrets) ? secrets.map((alert) => alertOf(alert)) : secrets,
    vulnerabilityAlerts,
  };
}
