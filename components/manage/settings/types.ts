import type { ApiKeyScope, TeamRole } from '@/lib/schemas/organization/settings';

export type { FormAction } from '@/lib/schemas/form-state';

// What the sections show, as plain strings the page formatted on the server (no Date crosses to the browser,
// and the browser never formats a time itself, so the first render matches the server's).

export type InvitationItem = { id: string; email: string; role: TeamRole; expires: string };

export type ApiKeyItem = { id: string; name: string; maskedValue: string; scope: ApiKeyScope; created: string; lastUsed: string | null };

export type ActivityItem = { id: string; actorName: string; summary: string; at: string; atIso: string };
