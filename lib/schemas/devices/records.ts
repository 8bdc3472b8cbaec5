/** A managed device as a person's page shows it: what the MDM last read of it. */
export type ManagedDevice = {
  id: string;
  provider: string;
  name: string;
  platform: string;
  osVersion: string;
  encrypted: boolean;
  compliance: string;
  userEmail: string;
  lastSyncAt: Date | null;
};

/** A device as a provider's run read it, before it is kept: its id at the provider instead of ours. */
export type ReadDevice = Omit<ManagedDevice, 'id' | 'provider'> & { externalId: string };
