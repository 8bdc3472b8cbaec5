import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UserMenu } from '@/components/manage/shell/user-menu';
import { ToastProvider } from '@/components/ui/toast';

const push = jest.fn();
jest.mock('@/components/navigation/use-progress-router', () => ({ useProgressRouter: () => ({ push }) }));

function setup() {
  render(
    <ToastProvider>
      <p>Outside</p>
      <input aria-label="Elsewhere" />
      <UserMenu user={{ name: 'Acme Health', role: 'Viewer', organization: 'Acme Health Inc.', avatarUrl: null }} />
    </ToastProvider>,
  );
  return screen.getByRole('button', { name: /user menu/ });
}

beforeEach(() => {
  push.mockReset();
});

describe('UserMenu', () => {
  it('shows the name and the role of the member', () => {
    const button = setup();
    expect(button).toHaveTextContent('Acme Health');
    expect(button).toHaveTextContent('Viewer');
    expect(button).toHaveTextContent('AH');
  });

  it('opens and closes on click, Escape and a click outside', async () => {
    const button = setup();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/manage/settings?path=profile');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves focus where the user clicked outside', () => {
    const button = setup();
    fireEvent.click(button);
    const elsewhere = screen.getByLabelText('Elsewhere');
    elsewhere.focus();
    fireEvent.pointerDown(elsewhere);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(elsewhere).toHaveFocus();
  });

  it('Sign Out posts JSON to the logout handler, then goes home', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    global.fetch = fetchMock;
    fireEvent.click(setup());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/user-management/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  });

  it('treats 401 as already signed out', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 401 });
    fireEvent.click(setup());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
  });

  it('stays and says so when sign-out fails', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 });
    fireEvent.click(setup());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign out failed. Please try again.')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});
