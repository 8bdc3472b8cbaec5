import { render, screen, within } from '@testing-library/react';
import { PersonDevicesSection } from '@/components/manage/devices/person-devices-section';
import type { ManagedDevice } from '@/lib/schemas/devices/records';

const device = (name: string, changes: Partial<ManagedDevice> = {}): ManagedDevice => ({
  id: name,
  provider: 'intune',
  name,
  platform: 'Windows',
  osVersion: '10.0.22631',
  encrypted: true,
  compliance: 'compliant',
  userEmail: 'bob@acme.example',
  lastSyncAt: new Date('2026-11-27T10:00:00Z'),
  ...changes,
});

describe('PersonDevicesSection', () => {
  it('lists each device with its platform, encryption, last sync and compliance in words', () => {
    render(
      <PersonDevicesSection
        devices={[
          device('BOB-LAPTOP'),
          device('Bob’s MacBook', {
            platform: 'macOS',
            osVersion: '13.6.1',
            encrypted: false,
            compliance: 'noncompliant',
            lastSyncAt: null,
          }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Managed devices' });
    const laptop = within(list).getByRole('listitem', { name: 'BOB-LAPTOP' });
    expect(laptop).toHaveTextContent('Windows 10.0.22631 · Encrypted · Last synced 2026-11-27');
    expect(laptop).toHaveTextContent('Compliant');
    const mac = within(list).getByRole('listitem', { name: 'Bob’s MacBook' });
    expect(mac).toHaveTextContent('macOS 13.6.1 · Not encrypted · Never synced');
    expect(mac).toHaveTextContent('Not compliant');
  });
});
