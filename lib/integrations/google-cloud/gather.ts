import type { Unknown } from '@/lib/checks/types';
import { everyPage } from '../framework/http';
import { googleCloudClient, type GoogleCloudServices } from './client';
import { accountOf, type GoogleCloudConnection } from './connection';
import type { GcpProject, GcpServiceAccount, GcsBucket, GoogleCloudFacts, IamBinding, ProjectPolicy } from './facts';
import { unknownOf } from './failures';
import { GOOGLE_CLOUD_PERMISSIONS as PERMISSIONS } from './profile';
import { securityFindingsOf, type ProjectSecurityFindings } from './security-center';

/** Cloud Resource Manager's projects.list, Cloud Storage's buckets.list and IAM's serviceAccounts.list, as far as read. */
type ProjectResource = { projectId?: string; name?: string; lifecycleState?: string };
type PolicyResource = {
  bindings?: { role?: string; members?: string[] }[];
  auditConfigs?: { service?: string; auditLogConfigs?: { logType?: string }[] }[];
};
type BucketResource = {
  name?: string;
  iamConfiguration?: { uniformBucketLevelAccess?: { enabled?: boolean }; publicAccessPrevention?: string };
  encryption?: { defaultKmsKeyName?: string };
};
type AccountResource = { email?: string; disabled?: boolean };
type KeyResource = { name?: string; validAfterTime?: string; disabled?: boolean; keyType?: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const iso = (value: unknown): string | null => {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};
const bindingsOf = (bindings: PolicyResource['bindings']): IamBinding[] =>
  (bindings ?? []).map((binding) => ({ role: text(binding.role), members: (binding.members ?? []).map(text) }));

/** Answers `read()`, or why it could not be read. */
async function attempt<T>(read: () => Promise<T>, what: string, permission: string, baseUrl: string): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    return unknownOf(error, what, permission, baseUrl);
  }
}

/** The project's IAM policy (version 3, so conditional bindings come whole) with its audit configuration. */
async function policyOf(api: GoogleCloudServices, projectId: string): Promise<ProjectPolicy> {
  const policy = await api.cloudresourcemanager.postJson<PolicyResource>(`/v1/projects/${encodeURIComponent(projectId)}:getIamPolicy`, {
    options: { requestedPolicyVersion: 3 },
  });
  return {
    bindings: bindingsOf(policy.bindings),
    auditConfigs: (policy.auditConfigs ?? []).map((config) => ({
      service: text(config.service),
      logTypes: (config.auditLogConfigs ?? []).map((entry) => text(entry.logType)),
    })),
  };
}

/** Every bucket of the project, page by page, each with its IAM bindings. */
async function bucketsOf(api: GoogleCloudServices, projectId: string, baseUrl: string): Promise<GcsBucket[]> {
  const resources = await everyPage(async (pageToken) => {
    const page = await api.storage.get<{ items?: BucketResource[]; nextPageToken?: string }>('/storage/v1/b', {
      project: projectId,
      maxResults: 1000,
      projection: 'noAcl',
      pageToken,
    });
    return { items: page.items ?? [], next: page.nextPageToken };
  });
  const buckets: GcsBucket[] = [];
  for (const resource of resources) {
    const name = text(resource.name);
    const bindings = await attempt(
      async () => bindingsOf((await api.storage.get<PolicyResource>(`/storage/v1/b/${encodeURIComponent(name)}/iam`)).bindings),
      `the IAM policy of the bucket ${name}`,
      PERMISSIONS.bucketPolicy,
      baseUrl,
    );
    buckets.push({
      name,
      uniformAccess: resource.iamConfiguration?.uniformBucketLevelAccess?.enabled === true,
      publicAccessPrevention: text(resource.iamConfiguration?.publicAccessPrevention) || 'inherited',
      defaultKmsKey: text(resource.encryption?.defaultKmsKeyName) || null,
      bindings,
    });
  }
  return buckets;
}

/** Every service account of the project with its user-managed keys. */
async function serviceAccountsOf(api: GoogleCloudServices, projectId: string, baseUrl: string): Promise<GcpServiceAccount[]> {
  const project = encodeURIComponent(projectId);
  const resources = await everyPage(async (pageToken) => {
    const page = await api.iam.get<{ accounts?: AccountResource[]; nextPageToken?: string }>(`/v1/projects/${project}/serviceAccounts`, {
      pageSize: 100,
      pageToken,
    });
    return { items: page.accounts ?? [], next: page.nextPageToken };
  });
  const accounts: GcpServiceAccount[] = [];
  for (const resource of resources) {
    const email = text(resource.email);
    const keys = await attempt(
      async () => {
        const path = `/v1/projects/${project}/serviceAccounts/${encodeURIComponent(email)}/keys`;
        const answer = await api.iam.get<{ keys?: KeyResource[] }>(path, { keyTypes: 'USER_MANAGED' });
        return (answer.keys ?? [])
          .filter((key) => !key.keyType || key.keyType === 'USER_MANAGED')
          .map((key) => ({
            id: text(key.name).split('/').pop() ?? '',
            createdAt: iso(key.validAfterTime),
            disabled: key.disabled === true,
          }));
      },
      `the keys of ${email}`,
      PERMISSIONS.keys,
      baseUrl,
    );
    accounts.push({ email, disabled: resource.disabled === true, keys });
  }
  return accounts;
}

/** One project's facts, each list kept with its reason when Google refused it. */
async function projectOf(services: () => GoogleCloudServices, { projectId, name }: ProjectResource, baseUrl: string): Promise<GcpProject> {
  const id = text(projectId);
  const api = services();
  return {
    id,
    name: text(name) || id,
    policy: await attempt(() => policyOf(api, id), `the IAM policy of ${id}`, PERMISSIONS.iamPolicy, baseUrl),
    buckets: await attempt(() => bucketsOf(api, id, baseUrl), `the buckets of ${id}`, PERMISSIONS.buckets, baseUrl),
    serviceAccounts: await attempt(
      () => serviceAccountsOf(api, id, baseUrl),
      `the service accounts of ${id}`,
      PERMISSIONS.serviceAccounts,
      baseUrl,
    ),
  };
}

/**
 * Gathers the facts of every active project the service account sees, following every page: the IAM policy with its
 * audit configuration, the buckets with their access settings and bindings, the service accounts' user-managed
 * keys, and its active Security Command Center findings. A fact Google refuses or cannot answer is kept with the reason, never guessed.
 */
export async function gatherGoogleCloudFacts(connection: GoogleCloudConnection, now = new Date()): Promise<GoogleCloudFacts> {
  const client = googleCloudClient(connection, now);
  const crm = client.services().cloudresourcemanager;
  const listed = await attempt(
    () =>
      everyPage(async (pageToken) => {
        const page = await crm.get<{ projects?: ProjectResource[]; nextPageToken?: string }>('/v1/projects', {
          filter: 'lifecycleState:ACTIVE',
          pageSize: 500,
          pageToken,
        });
        return { items: page.projects ?? [], next: page.nextPageToken };
      }),
    'the projects',
    PERMISSIONS.projects,
    connection.baseUrl,
  );
  let projects: GcpProject[] | Unknown = listed as Unknown;
  let securityFindings: ProjectSecurityFindings[] | Unknown = listed as Unknown;
  if (Array.isArray(listed)) {
    projects = [];
    securityFindings = [];
    for (const project of listed) {
      projects.push(await projectOf(client.services, project, connection.baseUrl));
      securityFindings.push(await securityFindingsOf(client.services().securitycenter, text(project.projectId), connection.baseUrl));
    }
  }
  return { account: accountOf(connection.clientEmail), collectedAt: now.toISOString(), projects, securityFindings };
}
