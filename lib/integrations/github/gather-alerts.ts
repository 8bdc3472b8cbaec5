import type { Octokit } from '@octokit/rest';
import type { Unknown } from '@/lib/checks/types';
import type { VulnerabilityAlert } from './facts';

type Attempt = <T>(read: () => Promise<T>, what: string) => Promise<T | Unknown>;

type Repository = { name?: string; full_name?: string } | null | undefined;

const assetOf = (repository: Repository) => repository?.full_name ?? repository?.name ?? '(unknown repository)';
const dayOrNull = (time: string | null | undefined) => (time ? time.slice(0, 10) : null);
const severityOf = (value: unknown): VulnerabilityAlert['severity'] => {
  const word = typeof value === 'string' ? value.toLowerCase() : '';
  if (word === 'critical' || word === 'high' || word === 'low') return word;
  if (word === 'error') return 'high';
  if (word === 'note' || word === 'none') return 'low';
  return 'medium';
};

type DependabotAlert = {
  number: number;
  state: string;
  html_url?: string;
  created_at: string;
  fixed_at?: string | null;
  dismissed_at?: string | null;
  auto_dismissed_at?: string | null;
  dependency?: { package?: { name?: string } };
  security_advisory?: { ghsa_id?: string; cve_id?: string | null; summary?: string; severity?: string };
  security_vulnerability?: { severity?: string };
  repository?: Repository;
};

type CodeScanningAlert = {
  number: number;
  state?: string | null;
  html_url?: string;
  created_at: string;
  fixed_at?: string | null;
  dismissed_at?: string | null;
  rule?: { id?: string | null; name?: string; description?: string; severity?: string | null; security_severity_level?: string | null };
  tool?: { name?: string };
  repository?: Repository;
};

type SecretScanningAlert = {
  number?: number;
  state?: string;
  html_url?: string;
  created_at?: string;
  resolved_at?: string | null;
  secret_type?: string;
  secret_type_display_name?: string;
  repository?: Repository;
};

/** A closed alert's day: fixed, resolved or dismissed (a dismissed alert is closed as on the day it was dismissed). */
const closedOn = (state: string | null | undefined, ...times: (string | null | undefined)[]) =>
  state === 'open' ? null : (times.map(dayOrNull).find((day) => day !== null) ?? null);

/** Dependabot alerts of every state: the advisory's CVE (else its GHSA id) in the package of a repository. */
export function dependabotFindings(alerts: readonly DependabotAlert[]): VulnerabilityAlert[] {
  return alerts.map((alert) => ({
    asset: assetOf(alert.repository),
    identifier: alert.security_advisory?.cve_id || alert.security_advisory?.ghsa_id || `dependabot-${alert.number}`,
    title: `${alert.security_advisory?.summary ?? 'Vulnerable dependency'}${alert.dependency?.package?.name ? ` (${alert.dependency.package.name})` : ''}`,
    severity: severityOf(alert.security_vulnerability?.severity ?? alert.security_advisory?.severity),
    url: alert.html_url ?? '',
    createdAt: alert.created_at,
    closedOn: closedOn(alert.state, alert.fixed_at, alert.dismissed_at, alert.auto_dismissed_at),
  }));
}

/** Code scanning alerts of every state: the rule's id; its security severity, else its level. */
export function codeScanningFindings(alerts: readonly CodeScanningAlert[]): VulnerabilityAlert[] {
  return alerts.map((alert) => ({
    asset: assetOf(alert.repository),
    identifier: alert.rule?.id || `code-scanning-${alert.number}`,
    title: alert.rule?.description || alert.rule?.name || `${alert.tool?.name ?? 'Code scanning'} alert`,
    severity: severityOf(alert.rule?.security_severity_level ?? alert.rule?.severity),
    url: alert.html_url ?? '',
    createdAt: alert.created_at,
    closedOn: closedOn(alert.state, alert.fixed_at, alert.dismissed_at),
  }));
}

/** Secret scanning alerts of every state, each one finding of high severity; the secret itself is never kept. */
export function secretScanningFindings(alerts: readonly SecretScanningAlert[]): VulnerabilityAlert[] {
  return alerts.map((alert) => ({
    asset: assetOf(alert.repository),
    identifier: `secret-scanning-${alert.number ?? 0}`,
    title: `Leaked ${alert.secret_type_display_name ?? alert.secret_type ?? 'secret'}`,
    severity: 'high',
    url: alert.html_url ?? '',
    createdAt: alert.created_at ?? '',
    closedOn: closedOn(alert.state, alert.resolved_at),
  }));
}

/**
 * Every Dependabot, code scanning and secret scanning alert of the organization, of every state, page by page
 * (GET /orgs/{org}/dependabot/alerts, /code-scanning/alerts, /secret-scanning/alerts); each list that GitHub refuses
 * is kept with the reason.
 */
export async function gatherVulnerabilityAlerts(octokit: Octokit, org: string, attempt: Attempt) {
  const [dependabot, codeScanning, secretScanning] = await Promise.all([
    attempt(() => octokit.paginate(octokit.rest.dependabot.listAlertsForOrg, { org, per_page: 100 }), 'Dependabot alerts'),
    attempt(() => octokit.paginate(octokit.rest.codeScanning.listAlertsForOrg, { org, per_page: 100 }), 'code scanning alerts'),
    attempt(() => octokit.paginate(octokit.rest.secretScanning.listAlertsForOrg, { org, per_page: 100 }), 'secret scanning alerts'),
  ]);
  return {
    dependabot: Array.isArray(dependabot) ? dependabotFindings(dependabot as DependabotAlert[]) : dependabot,
    codeScanning: Array.isArray(codeScanning) ? codeScanningFindings(codeScanning as CodeScanningAlert[]) : codeScanning,
    secretScanning: Array.isArray(secretScanning) ? secretScanningFindings(secretScanning as SecretScanningAlert[]) : secretScanning,
  };
}
