/**
 * Security Command Center's answers to projects.sources.findings.list (v1): each entry a ListFindingsResult holding a
 * Finding as the API reference documents it.
 */
type FindingEntry = {
  id: string;
  resourceName: string;
  category: string;
  severity: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW' | 'SEVERITY_UNSPECIFIED';
  findingClass: 'VULNERABILITY' | 'THREAT' | 'MISCONFIGURATION' | 'OBSERVATION';
  createTime: string;
  cve?: string;
  mute?: 'MUTED' | 'UNMUTED';
};

const sourceOf = (projectId: string) => `projects/${projectId}/sources/1234567890`;

export function findingResult(projectId: string, entry: FindingEntry) {
  return {
    finding: {
      name: `${sourceOf(projectId)}/findings/${entry.id}`,
      canonicalName: `${sourceOf(projectId)}/findings/${entry.id}`,
      parent: sourceOf(projectId),
      resourceName: entry.resourceName,
      state: 'ACTIVE',
      category: entry.category,
      externalUri: `https://console.cloud.google.com/security/command-center/findings?project=${projectId}`,
      sourceProperties: { ScannerName: 'VULNERABILITY_SCANNER' },
      securityMarks: { name: `${sourceOf(projectId)}/findings/${entry.id}/securityMarks` },
      eventTime: '2026-11-27T06:00:00.000Z',
      createTime: entry.createTime,
      severity: entry.severity,
      mute: entry.mute ?? 'UNMUTED',
      findingClass: entry.findingClass,
      ...(entry.cve ? { vulnerability: { cve: { id: entry.cve, references: [], cvssv3: { baseScore: 9.8 } } } } : {}),
    },
    resource: { name: entry.resourceName, projectName: `//cloudresourcemanager.googleapis.com/projects/${projectId}` },
  };
}

const vm = '//compute.googleapis.com/projects/acme-prod/zones/europe-west1-b/instances/web-1';
const cluster = '//container.googleapis.com/projects/acme-prod/locations/europe-west1/clusters/main';

/**
 * acme-prod's active findings: a critical CVE on a VM (gone once `fixed`), a high threat on the cluster, a
 * misconfiguration (left to the product's checks), an observation and a muted CVE; acme-staging has none.
 */
export function activeFindingsOf(projectId: string, fixed: boolean) {
  if (projectId !== 'acme-prod') return [];
  const entries: FindingEntry[] = [
    {
      id: 'f1',
      resourceName: vm,
      category: 'OS_VULNERABILITY',
      severity: 'CRITICAL',
      findingClass: 'VULNERABILITY',
      createTime: '2026-11-02T08:00:00.000Z',
      cve: 'CVE-2026-7777',
    },
    {
      id: 'f2',
      resourceName: cluster,
      category: 'Execution: Added Malicious Binary Executed',
      severity: 'HIGH',
      findingClass: 'THREAT',
      createTime: '2026-11-20T08:00:00.000Z',
    },
    {
      id: 'f3',
      resourceName: '//storage.googleapis.com/acme-prod-assets',
      category: 'PUBLIC_BUCKET_ACL',
      severity: 'HIGH',
      findingClass: 'MISCONFIGURATION',
      createTime: '2026-10-01T08:00:00.000Z',
    },
    {
      id: 'f4',
      resourceName: vm,
      category: 'SOFTWARE_INVENTORY',
      severity: 'SEVERITY_UNSPECIFIED',
      findingClass: 'OBSERVATION',
      createTime: '2026-10-01T08:00:00.000Z',
    },
    {
      id: 'f5',
      resourceName: vm,
      category: 'OS_VULNERABILITY',
      severity: 'LOW',
      findingClass: 'VULNERABILITY',
      createTime: '2026-10-01T08:00:00.000Z',
      cve: 'CVE-2026-0005',
      mute: 'MUTED',
    },
    {
      id: 'f6',
      resourceName: cluster,
      category: 'GKE_RUNTIME_OS_VULNERABILITY',
      severity: 'SEVERITY_UNSPECIFIED',
      findingClass: 'VULNERABILITY',
      createTime: '2026-11-25T08:00:00.000Z',
      cve: 'CVE-2026-6666',
    },
  ];
  return entries.filter((entry) => !(fixed && entry.id === 'f1')).map((entry) => findingResult(projectId, entry));
}
