/** Defender for Cloud's security alerts as Alerts - List (api-version 2022-01-01) answers them. */
type AlertEntry = {
  name: string;
  alertType: string;
  displayName: string;
  severity: 'High' | 'Medium' | 'Low' | 'Informational';
  status: 'Active' | 'InProgress' | 'Resolved' | 'Dismissed';
  resourceId?: string;
  startTimeUtc: string;
};

export function alertResource(subscriptionId: string, entry: AlertEntry) {
  const id = `/subscriptions/${subscriptionId}/resourceGroups/acme/providers/Microsoft.Security/locations/westeurope/alerts/${entry.name}`;
  return {
    id,
    name: entry.name,
    type: 'Microsoft.Security/Locations/alerts',
    properties: {
      status: entry.status,
      timeGeneratedUtc: entry.startTimeUtc,
      processingEndTimeUtc: entry.startTimeUtc,
      version: '2022-01-01.0',
      vendorName: 'Microsoft',
      productName: 'Microsoft Defender for Cloud',
      alertType: entry.alertType,
      startTimeUtc: entry.startTimeUtc,
      endTimeUtc: entry.startTimeUtc,
      severity: entry.severity,
      isIncident: false,
      systemAlertId: entry.name,
      intent: 'Execution',
      resourceIdentifiers: entry.resourceId ? [{ type: 'AzureResource', azureResourceId: entry.resourceId }] : [],
      compromisedEntity: entry.resourceId ? entry.resourceId.split('/').pop() : 'acme-prod',
      alertDisplayName: entry.displayName,
      description: 'Defender for Cloud detected suspicious activity.',
      remediationSteps: ['Investigate the resource.'],
      alertUri: `https://portal.azure.com/#blade/Microsoft_Azure_Security/AlertBlade/alertId/${entry.name}`,
      entities: [],
    },
  };
}

export const VM =
  '/subscriptions/8d2f6c1e-4b7a-4e0d-9c3b-1a2b3c4d5e6f/resourceGroups/acme/providers/Microsoft.Compute/virtualMachines/web-1';

/** An active high malware alert on a VM (gone once `resolved`), one in progress, a dismissed one and an informational one. */
export function productionAlerts(subscriptionId: string, resolved = false) {
  return [
    alertResource(subscriptionId, {
      name: '2518298467986649999_a1',
      alertType: 'VM_EICAR',
      displayName: 'Malware detected on web-1',
      severity: 'High',
      status: resolved ? 'Resolved' : 'Active',
      resourceId: VM,
      startTimeUtc: '2026-11-20T10:00:00.000Z',
    }),
    alertResource(subscriptionId, {
      name: '2518298467986649999_a2',
      alertType: 'Storage.Blob_AnonymousAccessAnomaly',
      displayName: 'Unusual anonymous access to a storage account',
      severity: 'Medium',
      status: 'InProgress',
      startTimeUtc: '2026-11-25T10:00:00.000Z',
    }),
    alertResource(subscriptionId, {
      name: '2518298467986649999_a3',
      alertType: 'VM_SuspiciousCommand',
      displayName: 'Suspicious command',
      severity: 'Low',
      status: 'Dismissed',
      resourceId: VM,
      startTimeUtc: '2026-11-01T10:00:00.000Z',
    }),
    alertResource(subscriptionId, {
      name: '2518298467986649999_a4',
      alertType: 'VM_Inventory',
      displayName: 'Inventory',
      severity: 'Informational',
      status: 'Active',
      resourceId: VM,
      startTimeUtc: '2026-11-01T10:00:00.000Z',
    }),
  ];
}
