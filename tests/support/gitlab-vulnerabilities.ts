/**
 * Entries of GitLab's project vulnerabilities API (GET /projects/:id/vulnerabilities) shaped as its documentation's
 * example: the scanner's identifiers inside the finding's raw_metadata, a JSON string.
 */
type Identifier = { type: string; name: string; value: string };

type VulnerabilityEntry = {
  id: number;
  projectId: number;
  path: string;
  title: string;
  state: 'detected' | 'confirmed' | 'resolved' | 'dismissed';
  severity: 'critical' | 'high' | 'medium' | 'low' | 'info' | 'unknown';
  reportType: string;
  identifiers: Identifier[];
  createdAt: string;
  resolvedAt?: string;
  dismissedAt?: string;
};

const rawMetadata = (entry: VulnerabilityEntry) =>
  JSON.stringify({
    category: entry.reportType,
    name: entry.title,
    message: entry.title,
    severity: entry.severity,
    scanner: { id: 'gemnasium', name: 'Gemnasium' },
    identifiers: entry.identifiers.map((identifier) => ({ ...identifier, url: 'https://advisories.example/' + identifier.value })),
  });

export function vulnerabilityResource(entry: VulnerabilityEntry) {
  const name = entry.path.split('/').pop()!;
  return {
    author_id: 1,
    confidence: 'unknown',
    created_at: entry.createdAt,
    description: null,
    dismissed_at: entry.dismissedAt ?? null,
    dismissed_by_id: entry.dismissedAt ? 1 : null,
    finding: {
      confidence: 'unknown',
      created_at: entry.createdAt,
      id: entry.id,
      location_fingerprint: '228998b5db51d86d3b091939e2f5873ada0a14a1',
      metadata_version: '15.0.0',
      name: entry.title,
      primary_identifier_id: entry.id + 500,
      project_id: entry.projectId,
      raw_metadata: rawMetadata(entry),
      report_type: entry.reportType,
      scanner_id: 63,
      severity: entry.severity,
      updated_at: entry.resolvedAt ?? entry.dismissedAt ?? entry.createdAt,
      uuid: `f1d528ae-d0cc-47f6-a72f-${String(entry.id).padStart(12, '0')}`,
      vulnerability_id: entry.id,
    },
    id: entry.id,
    project: {
      created_at: '2026-01-05T10:00:00.000Z',
      description: '',
      id: entry.projectId,
      name,
      name_with_namespace: entry.path.split('/').join(' / '),
      path: name,
      path_with_namespace: entry.path,
    },
    project_default_branch: 'main',
    report_type: entry.reportType,
    resolved_at: entry.resolvedAt ?? null,
    resolved_by_id: entry.resolvedAt ? 1 : null,
    resolved_on_default_branch: Boolean(entry.resolvedAt),
    severity: entry.severity,
    state: entry.state,
    title: entry.title,
    updated_at: entry.resolvedAt ?? entry.dismissedAt ?? entry.createdAt,
  };
}

const cve = (value: string): Identifier => ({ type: 'cve', name: value, value });
const api = { projectId: 101, path: 'acme/platform/api' };
const web = { projectId: 102, path: 'acme/platform/web' };

/**
 * The api project: a critical CVE of a dependency (detected), a SAST rule (confirmed), an informational finding and a
 * resolved CVE. The web project: a dismissed secret and a dependency of unknown severity; the empty project has none.
 * `fixed` drops the api project's critical CVE, as GitLab does once a scan no longer finds it.
 */
export function vulnerabilitiesOfProject(projectId: number, fixed: boolean) {
  const entries: VulnerabilityEntry[] =
    projectId === 101
      ? [
          {
            ...api,
            id: 1,
            title: 'Prototype pollution in lodash',
            state: 'detected',
            severity: 'critical',
            reportType: 'dependency_scanning',
            identifiers: [
              { type: 'gemnasium', name: 'Gemnasium-06f9d1a6', value: '06f9d1a6-0b6d-4d3c-8f3c-1c2d3e4f5a6b' },
              cve('CVE-2026-1111'),
            ],
            createdAt: '2026-10-02T09:00:00.000Z',
          },
          {
            ...api,
            id: 2,
            title: 'SQL injection in query builder',
            state: 'confirmed',
            severity: 'high',
            reportType: 'sast',
            identifiers: [{ type: 'semgrep_id', name: 'javascript.sql-injection', value: 'javascript.sql-injection' }],
            createdAt: '2026-11-01T09:00:00.000Z',
          },
          {
            ...api,
            id: 3,
            title: 'Server header discloses version',
            state: 'detected',
            severity: 'info',
            reportType: 'dast',
            identifiers: [{ type: 'zap', name: 'ZAP 10036', value: '10036' }],
            createdAt: '2026-11-03T09:00:00.000Z',
          },
          {
            ...api,
            id: 4,
            title: 'Denial of service in express',
            state: 'resolved',
            severity: 'medium',
            reportType: 'dependency_scanning',
            identifiers: [cve('CVE-2026-2222')],
            createdAt: '2026-09-01T09:00:00.000Z',
            resolvedAt: '2026-11-20T15:00:00.000Z',
          },
        ]
      : projectId === 102
        ? [
            {
              ...web,
              id: 5,
              title: 'AWS access key in config',
              state: 'dismissed',
              severity: 'critical',
              reportType: 'secret_detection',
              identifiers: [{ type: 'gitleaks_rule_id', name: 'AWS', value: 'AWS' }],
              createdAt: '2026-08-10T09:00:00.000Z',
              dismissedAt: '2026-08-12T09:00:00.000Z',
            },
            {
              ...web,
              id: 6,
              title: 'Regular Expression Denial of Service in debug',
              state: 'detected',
              severity: 'unknown',
              reportType: 'dependency_scanning',
              identifiers: [cve('CVE-2026-3333')],
              createdAt: '2026-11-25T09:00:00.000Z',
            },
          ]
        : [];
  // GitLab's scan of the default branch no longer finds the critical CVE once it is fixed.
  return entries.filter((entry) => !(fixed && projectId === 101 && entry.id === 1)).map(vulnerabilityResource);
}
