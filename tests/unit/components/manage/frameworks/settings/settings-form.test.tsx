import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SettingsForm } from '@/components/manage/frameworks/settings/settings-form';
import { ToastProvider } from '@/components/ui/toast';
import { defaultFrameworkSettings } from '@/lib/domain/frameworks/settings';
import type { SettingsFacts } from '@/lib/domain/frameworks/settings-effects';

const refresh = jest.fn();
const replace = jest.fn();
let query = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, replace }),
  usePathname: () => '/manage/frameworkSettings',
  useSearchParams: () => query,
}));

const stale = 'This record was changed by someone else. Reload to see the latest.';
const defaults = defaultFrameworkSettings({ name: 'ISO 27001', description: 'ISMS.' });
const stored = { ...defaults, complianceThreshold: 70 };

function setup(saveAction: jest.Mock, canEdit = true, facts?: SettingsFacts) {
  render(
    <ToastProvider>
      <SettingsForm
        frameworkId="iso27001"
        frameworkName="ISO 27001"
        settings={stored}
        defaults={defaults}
        version={3}
        users={[{ id: 'm1', name: 'Ana Admin', email: 'ana@example.com', role: 'Admin' }]}
        audits={[]}
        saveAction={saveAction}
        canEdit={canEdit}
        setup={{ done: true, href: '/manage/iso27001Setup' }}
        facts={facts}
      />
    </ToastProvider>,
  );
}

beforeEach(() => {
  refresh.mockReset();
  replace.mockReset();
  query = new URLSearchParams('section=advanced');
});

describe('SettingsForm', () => {
  it('shows the stored values, saves them with the framework and version read, then the new version', async () => {
    const save = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, version: 4, message: 'Settings saved successfully.' })
      .mockResolvedValueOnce({ ok: true, version: 5, message: 'Settings saved successfully.' });
    setup(save);
    const threshold = screen.getByLabelText('Compliance Threshold');
    expect(threshold).toHaveValue(70);
    fireEvent.change(threshold, { target: { value: '60' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(await screen.findByText('Settings saved successfully.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({
      frameworkId: 'iso27001',
      version: 3,
      settings: expect.objectContaining({ complianceThreshold: 60, name: 'ISO 27001' }),
    });
    expect(refresh).toHaveBeenCalled();
    // The button stays disabled until the first save has finished; the second save sends the version it answered.
    const saveButton = screen.getAllByRole('button', { name: /Save Changes|Saving/ })[0]!;
    await waitFor(() => expect(saveButton).toBeEnabled());
    fireEvent.click(saveButton);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ version: 4 }));
  });

  it("resets to the framework's defaults and shows a stale refusal", async () => {
    setup(jest.fn().mockResolvedValue({ ok: false, refused: stale }));
    // Nothing to cancel until a value changes.
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(screen.getByLabelText('Compliance Threshold')).toHaveValue(95);
    // At the defaults, Reset has nothing left to do.
    expect(screen.getByRole('button', { name: 'Reset to Default' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Compliance Threshold')).toHaveValue(70);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset to Default' })).toBeEnabled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(await screen.findByText(stale)).toBeInTheDocument();
  });

  it("lists the organization's people, and offers a viewer no save", () => {
    query = new URLSearchParams('section=users');
    setup(jest.fn(), false);
    expect(screen.getByText('Ana Admin')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('says under each setting what it does on this server, and what does not act yet', () => {
    const facts: SettingsFacts = { nextAutomaticReport: '2027-05-31T10:00:00.000Z', database: 'embedded', connections: {} };
    setup(jest.fn(), true, facts);
    expect(screen.getByText(/^Reports older than this are deleted with their files\./)).toBeInTheDocument();
    expect(screen.getByText(/backs up its whole database once a day .* whether this is on or off/)).toBeInTheDocument();
    expect(screen.getByText(/^On: the organization’s API keys can read this framework/)).toBeInTheDocument();
  });

  it("shows the organization's own connections, each linking to Settings › Integrations; the others are not offered yet", () => {
    query = new URLSearchParams('section=integrations');
    setup(jest.fn(), true, { nextAutomaticReport: null, database: 'embedded', connections: { github: 'acme-corp' } });
    const github = screen.getByText('GitHub').closest('li')!;
    expect(within(github).getByText('Connected')).toBeInTheDocument();
    expect(within(github).getByText(/Connected to acme-corp\./)).toBeInTheDocument();
    expect(within(github).getByRole('link', { name: 'Manage GitHub' })).toHaveAttribute('href', '/manage/settings?path=integrations');
    const aws = screen.getByText('AWS').closest('li')!;
    expect(within(aws).getByText('Not Connected')).toBeInTheDocument();
    expect(within(aws).getByRole('link', { name: 'Connect AWS' })).toHaveAttribute('href', '/manage/settings?path=integrations');
    const google = screen.getByText('Google Workspace').closest('li')!;
    expect(within(google).getByRole('link', { name: 'Connect Google Workspace' })).toHaveAttribute(
      'href',
      '/manage/settings?path=integrations',
    );
    const jira = screen.getByText('Jira').closest('li')!;
    expect(within(jira).getByRole('link', { name: 'Connect Jira' })).toHaveAttribute('href', '/manage/settings?path=integrations');
    const jamf = screen.getByText('Jamf').closest('li')!;
    expect(within(jamf).getByText('Coming next')).toBeInTheDocument();
    expect(within(jamf).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows GitHub Not Connected, with Connect, for an organization without connections', () => {
    query = new URLSearchParams('section=integrations');
    setup(jest.fn(), true, { nextAutomaticReport: null, database: 'embedded', connections: {} });
    expect(screen.queryByText('Connected')).not.toBeInTheDocument();
    expect(screen.getAllByText('Not Connected')).toHaveLength(14);
    expect(screen.getByRole('link', { name: 'Connect GitHub' })).toBeInTheDocument();
  });

  it('tells when the next automatic report is due, and what its addresses receive', () => {
    query = new URLSearchParams('section=reporting');
    setup(jest.fn(), true, { nextAutomaticReport: '2027-05-31T10:00:00.000Z', database: 'postgres', connections: {} });
    expect(screen.getByText(/^Next automatic report: May 31, 2027\./)).toBeInTheDocument();
    expect(screen.getByText(/at most 20/)).toBeInTheDocument();
  });

  it('says what the control failure alert writes, and to whom', () => {
    query = new URLSearchParams('section=notifications');
    setup(jest.fn());
    expect(screen.getByText('Alert when a control fails its automated test.')).toBeInTheDocument();
    expect(screen.getByText(/each administrator gets a letter naming it, what failed and the controls at risk\./)).toBeInTheDocument();
  });
});
