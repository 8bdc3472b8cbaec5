import type { Unknown } from '@/lib/checks/types';
import type { JsonClient } from '../framework/http';
import { everyItem } from './client';
import { unknownOf } from './failures';
import { API_VERSIONS, AZURE_ACTIONS } from './profile';

/** An open Defender for Cloud security alert, as the product keeps it. */
export type DefenderAlert = {
  /** The Azure resource it is on, else the entity Defender names, else the subscription. */
  asset: string;
  /** The alert's type (VM_EICAR, Storage.Blob_MalwareHashReputation…). */
  identifier: string;
  title: string;
  severity: 'high' | 'medium' | 'low';
  url: string;
  firstSeenOn: string | null;
};

/** A subscription's open alerts, or why they could not be read. */
export type SubscriptionAlerts = { subscription: string; alerts: DefenderAlert[] | Unknown };

/** Alerts - List (2022-01-01), as far as read. */
type AlertResource = {
  properties?: {
    alertDisplayName?: string;
    alertType?: string;
    alertUri?: string;
    compromisedEntity?: string;
    severity?: string;
    status?: string;
    startTimeUtc?: string;
    timeGeneratedUtc?: string;
    resourceIdentifiers?: { type?: string; azureResourceId?: string }[];
  };
};

/** Statuses of an alert still to be handled; Resolved and Dismissed ones are not. */
const OPEN_STATUSES = new Set(['Active', 'InProgress']);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const dayOf = (time: unknown) => (/^\d{4}-\d{2}-\d{2}/.test(text(time)) ? text(time).slice(0, 10) : null);

/** Defender's severity in the product's; Informational is no vulnerability (null). */
export function alertSeverityOf(value: unknown): DefenderAlert['severity'] | null {
  const word = text(value).toLowerCase();
  if (word === 'high' || word === 'low') return word;
  return word === 'informational' ? null : 'medium';
}

/** The open alerts of a list, informational ones left out. */
export function openAlertsOf(resources: readonly AlertResource[], subscriptionId: string): DefenderAlert[] {
  return resources.flatMap(({ properties: p = {} }) => {
    const severity = alertSeverityOf(p.severity);
    if (!severity || !OPEN_STATUSES.has(text(p.status))) return [];
    const resource = (p.resourceIdentifiers ?? []).map((entry) => text(entry.azureResourceId)).find(Boolean);
    return [
      {
        asset: resource || text(p.compromisedEntity) || `/subscriptions/${subscriptionId}`,
        identifier: text(p.alertType) || text(p.alertDisplayName) || 'Defender for Cloud alert',
        title: (text(p.alertDisplayName) || text(p.alertType) || 'Defender for Cloud alert').slice(0, 300),
        severity,
        url: /^https:\/\//i.test(text(p.alertUri)) ? text(p.alertUri) : '',
        firstSeenOn: dayOf(p.startTimeUtc) ?? dayOf(p.timeGeneratedUtc),
      },
    ];
  });
}

/** Every security alert of the subscription (GET …/providers/Microsoft.Security/alerts), following each nextLink. */
export async function subscriptionAlertsOf(
  client: JsonClient,
  subscriptionId: string,
  name: string,
  managementUrl: string,
): Promise<SubscriptionAlerts> {
  try {
    const path = `/subscriptions/${encodeURIComponent(subscriptionId)}/providers/Microsoft.Security/alerts`;
    const resources = await everyItem<AlertResource>(client, path, API_VERSIONS.alerts);
    return { subscription: name, alerts: openAlertsOf(resources, subscriptionId) };
  } catch (error) {
    return { subscription: name, alerts: unknownOf(error, `Defender for Cloud's alerts of ${name}`, AZURE_ACTIONS.alerts, managementUrl) };
  }
}
