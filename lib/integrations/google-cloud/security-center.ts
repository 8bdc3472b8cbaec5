import type { Unknown } from '@/lib/checks/types';
import { everyPage, ProviderHttpError } from '../framework/http';
import type { ServiceClient } from './client';
import { unknownOf } from './failures';
import { GOOGLE_CLOUD_PERMISSIONS as PERMISSIONS } from './profile';

/** An active Security Command Center finding, as the product keeps it. */
export type SccFinding = {
  /** The full resource name of the resource it is on (//compute.googleapis.com/projects/…/instances/…). */
  asset: string;
  /** The CVE it names, else its category (the detector's finding type, e.g. OPEN_FIREWALL). */
  identifier: string;
  title: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
  url: string;
  /** The day Security Command Center created it (YYYY-MM-DD). */
  firstSeenOn: string | null;
};

/** A project's active findings, or why they could not be read. */
export type ProjectSecurityFindings = { project: string; findings: SccFinding[] | Unknown };

/** ListFindingsResponse of projects.sources.findings.list (v1), as far as read. */
type ListFindingsResponse = {
  listFindingsResults?: { finding?: FindingResource }[];
  nextPageToken?: string;
};
type FindingResource = {
  name?: string;
  resourceName?: string;
  state?: string;
  category?: string;
  externalUri?: string;
  createTime?: string;
  eventTime?: string;
  severity?: string;
  findingClass?: string;
  mute?: string;
  description?: string;
  vulnerability?: { cve?: { id?: string } };
};

/**
 * The classes kept: vulnerabilities and threats. Misconfigurations (Security Health Analytics) are left to the
 * product's own checks, and observations and Security Command Center's own errors are no vulnerability.
 */
const KEPT_CLASSES = new Set(['VULNERABILITY', 'THREAT', 'FINDING_CLASS_UNSPECIFIED', '']);

/** The largest page Security Command Center serves. */
const PAGE_SIZE = 1000;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const dayOf = (time: unknown) => (/^\d{4}-\d{2}-\d{2}/.test(text(time)) ? text(time).slice(0, 10) : null);

/** Security Command Center's severity in the product's four; unspecified is taken as medium. */
export function sccSeverityOf(value: unknown): SccFinding['severity'] {
  const word = text(value).toLowerCase();
  return word === 'critical' || word === 'high' || word === 'low' ? word : 'medium';
}

/** The findings kept of a page: active, not muted, of a kept class. */
export function sccFindingsOf(resources: readonly FindingResource[]): SccFinding[] {
  return resources.flatMap((finding) => {
    if (text(finding.state) !== 'ACTIVE' || text(finding.mute) === 'MUTED') return [];
    if (!KEPT_CLASSES.has(text(finding.findingClass))) return [];
    const category = text(finding.category) || 'Security Command Center finding';
    const cve = text(finding.vulnerability?.cve?.id);
    return [
      {
        asset: text(finding.resourceName) || text(finding.name),
        identifier: cve || category,
        title: (cve ? `${cve} (${category})` : category).slice(0, 300),
        severity: sccSeverityOf(finding.severity),
        url: /^https:\/\//i.test(text(finding.externalUri)) ? text(finding.externalUri) : '',
        firstSeenOn: dayOf(finding.createTime) ?? dayOf(finding.eventTime),
      },
    ];
  });
}

/**
 * A project's active findings of every source (projects/{id}/sources/-/findings, state="ACTIVE"), page by page. A
 * project where Security Command Center is not activated, or whose findings the service account may not list, is
 * kept with the reason.
 */
export async function securityFindingsOf(api: ServiceClient, projectId: string, baseUrl: string): Promise<ProjectSecurityFindings> {
  try {
    const resources = await everyPage(async (pageToken) => {
      const page = await api.get<ListFindingsResponse>(`/v1/projects/${encodeURIComponent(projectId)}/sources/-/findings`, {
        filter: 'state="ACTIVE"',
        pageSize: PAGE_SIZE,
        pageToken,
      });
      return { items: (page.listFindingsResults ?? []).map((result) => result.finding ?? {}), next: page.nextPageToken };
    });
    return { project: projectId, findings: sccFindingsOf(resources) };
  } catch (error) {
    if (error instanceof ProviderHttpError && (error.status === 400 || error.status === 404)) {
      return {
        project: projectId,
        findings: {
          unknown: `Security Command Center answered ${error.status} for ${projectId}: it is not activated for this project or its organization. Activate it to have its findings read.`,
        },
      };
    }
    return {
      project: projectId,
      findings: unknownOf(error, `the Security Command Center findings of ${projectId}`, PERMISSIONS.findings, baseUrl),
    };
  }
}
