import type { ProviderProfile } from '../framework/profile';

/** Google's APIs: each at its own host under googleapis.com, and the token endpoint service accounts sign in at. */
export const GOOGLE_APIS_URL = 'https://googleapis.com';
export const GOOGLE_CLOUD_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** The one scope a run asks: read-only access to Google Cloud, further bounded by the roles granted. */
export const GOOGLE_CLOUD_SCOPES = ['https://www.googleapis.com/auth/cloud-platform.read-only'] as const;

/** The IAM permissions a run reads with, each named where its list is refused. */
export const GOOGLE_CLOUD_PERMISSIONS = {
  projects: 'resourcemanager.projects.get',
  iamPolicy: 'resourcemanager.projects.getIamPolicy',
  buckets: 'storage.buckets.list',
  bucketPolicy: 'storage.buckets.getIamPolicy',
  serviceAccounts: 'iam.serviceAccounts.list',
  keys: 'iam.serviceAccountKeys.list',
  findings: 'securitycenter.findings.list',
} as const;

/** Google Cloud: a service account with read-only roles, signing its own token, reading every project it may see. */
export const googleCloudProfile: ProviderProfile = {
  category: 'cloud',
  auth: 'service-account',
  defaultBaseUrl: GOOGLE_APIS_URL,
  collects:
    "Every project the service account sees: its IAM policy (primitive roles of users, audit log configuration, and every member with its roles for access reviews), its Cloud Storage buckets (public bindings, uniform access, public access prevention, encryption), its service accounts' user-managed keys, and its active Security Command Center findings (vulnerabilities and threats) as vulnerability findings.",
  leastPrivilege: [
    'In Google Cloud, create a service account and a JSON key for it; enable the Cloud Resource Manager, IAM and Cloud Storage APIs on its project.',
    `Grant it, on the organization or on each project to read, the roles Security Reviewer (roles/iam.securityReviewer) and Browser (roles/browser), or a custom role with these permissions only: ${Object.values(GOOGLE_CLOUD_PERMISSIONS).join(', ')}.`,
    "For Security Command Center findings, also grant Security Center Findings Viewer (roles/securitycenter.findingsViewer) where Security Command Center is activated (organization or project), and enable the Security Command Center API on the service account's project.",
    'No role that can change anything is needed: the token asks the read-only cloud-platform scope.',
  ],
};
