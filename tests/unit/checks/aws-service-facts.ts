import type { AwsFacts } from '@/lib/integrations/aws/facts';

/** The service facts of a well-kept account with one region: every service check passes once. */
export const wellKeptServices = {
  regions: ['eu-west-1'],
  guardDuty: [{ region: 'eu-west-1', read: { id: 'd-1', enabled: true } }],
  configRecorders: [{ region: 'eu-west-1', read: [{ name: 'default', recording: true }] }],
  ebsDefaultEncryption: [{ region: 'eu-west-1', read: true }],
  securityGroups: [
    {
      region: 'eu-west-1',
      read: [{ id: 'sg-1', name: 'web', region: 'eu-west-1', openToInternet: [{ protocol: 'tcp', fromPort: 443, toPort: 443 }] }],
    },
  ],
  dbInstances: [
    {
      region: 'eu-west-1',
      read: [{ id: 'orders', region: 'eu-west-1', encrypted: true, publiclyAccessible: false, backupRetentionDays: 7 }],
    },
  ],
  kmsKeys: [{ region: 'eu-west-1', read: [{ id: 'k-1', region: 'eu-west-1', rotation: true }] }],
  directAdmins: [{ user: 'alice', policies: [] }],
  securityHubFindings: [],
} satisfies Partial<AwsFacts>;
