import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntegrationsDirectory, type DirectoryEntry } from '@/components/manage/integrations/integrations-directory';

const entries: DirectoryEntry[] = [
  {
    id: 'google-workspace',
    name: 'Google Workspace',
    category: 'identity',
    state: 'not-connected',
    collects: 'Every user with 2-Step Verification enrolment.',
    controls: ['AC-05', 'AC-07'],
    checks: [{ id: 'google-workspace.active-users-2sv', title: 'Every active Google Workspace user is enrolled in 2-Step Verification' }],
  },
  { id: 'github', name: 'GitHub', category: 'code', state: 'connected', collects: 'Branch protection.', controls: ['SDL-04'], checks: [] },
  {
    id: 'jira',
    name: 'Jira',
    category: 'work-tracking',
    state: 'coming-next',
    collects: 'Issues for failing checks.',
    controls: [],
    checks: [],
  },
];

const renderDirectory = () => render(<IntegrationsDirectory entries={entries} connectHref="/manage/settings?path=integrations" />);

describe('IntegrationsDirectory', () => {
  it('lists providers under their category with their state, the controls they feed and a link to each check’s logic', () => {
    renderDirectory();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Identity',
      'Code',
      'Work tracking',
    ]);
    const google = screen.getByRole('listitem', { name: 'Google Workspace' });
    expect(within(google).getByText('Not Connected')).toBeInTheDocument();
    expect(within(google).getByText('Feeds AC-05, AC-07')).toBeInTheDocument();
    expect(within(google).getByRole('link', { name: /enrolled in 2-Step Verification/ })).toHaveAttribute(
      'href',
      '/manage/integrations/checks/google-workspace.active-users-2sv',
    );
    expect(within(google).getByRole('link', { name: 'Connect Google Workspace' })).toHaveAttribute(
      'href',
      '/manage/settings?path=integrations',
    );
    expect(within(screen.getByRole('listitem', { name: 'GitHub' })).getByText('Connected')).toBeInTheDocument();
    const jira = screen.getByRole('listitem', { name: 'Jira' });
    expect(within(jira).getByText('Coming next')).toBeInTheDocument();
    expect(within(jira).queryByRole('link')).not.toBeInTheDocument();
  });

  it('finds providers by name, category or control, and says when none matches', () => {
    renderDirectory();
    const search = screen.getByRole('searchbox', { name: 'Search integrations' });
    fireEvent.change(search, { target: { value: 'sdl-04' } });
    expect(screen.getByRole('listitem', { name: 'GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Google Workspace' })).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'work tracking' } });
    expect(screen.getByRole('listitem', { name: 'Jira' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'mainframe' } });
    expect(screen.getByText('No integration matches “mainframe”.')).toBeInTheDocument();
  });
});
