import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LicensedImportCard, type ImportedList } from '@/components/manage/frameworks/add/licensed-import-card';
import { ToastProvider } from '@/components/ui/toast';
import { licensedFramework } from '@/lib/catalog/licensed-frameworks';
import type { FormAction } from '@/lib/schemas/form-state';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

const hitrust = licensedFramework('hitrust')!;
type Action = FormAction<{ id: string }>;

function renderCard({ imported = null, canEdit = true, action }: { imported?: ImportedList | null; canEdit?: boolean; action?: Action }) {
  const importAction =
    action ??
    jest.fn<ReturnType<Action>, Parameters<Action>>(async () => ({
      status: 'success',
      record: { id: 'list-1' },
      message: 'Imported 1 requirement of your licensed HITRUST CSF list.',
    }));
  render(
    <ToastProvider>
      <LicensedImportCard framework={hitrust} imported={imported} canEdit={canEdit} action={importAction} />
    </ToastProvider>,
  );
  return importAction;
}

beforeEach(() => refresh.mockReset());

describe('LicensedImportCard', () => {
  it('says the framework is licensed and that no list is imported yet', () => {
    renderCard({});
    const card = screen.getByRole('region', { name: 'HITRUST CSF' });
    expect(card).toHaveTextContent('Licensed');
    expect(card).toHaveTextContent('its requirements are not shipped with the product');
    expect(card).toHaveTextContent('No licensed list imported');
    expect(screen.getByRole('button', { name: 'Import Licensed List' })).toBeInTheDocument();
  });

  it('links the imported list with its count, and offers to replace it', () => {
    renderCard({ imported: { id: 'list-1', requirementCount: 312 } });
    expect(screen.getByRole('link', { name: '312 imported requirements' })).toHaveAttribute('href', '/manage/frameworks/custom/list-1');
    expect(screen.getByRole('button', { name: 'Replace Licensed List' })).toBeInTheDocument();
  });

  it('shows a viewer the card without the import form', () => {
    renderCard({ canEdit: false });
    expect(screen.getByRole('region', { name: 'HITRUST CSF' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Import HITRUST CSF requirements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Licensed List/ })).not.toBeInTheDocument();
  });

  it('checks there is a file before sending anything', async () => {
    const action = renderCard({});
    fireEvent.click(screen.getByRole('button', { name: 'Import Licensed List' }));
    expect(await screen.findByText('Choose the CSV file of your licensed requirements.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the requirements with the framework id, confirms and refreshes the page', async () => {
    const action = renderCard({});
    fireEvent.change(screen.getByLabelText(/^Requirements/), { target: { value: '01.a,Access control policy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Licensed List' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const sent = jest.mocked(action).mock.calls[0]![1];
    expect(Object.fromEntries(sent.entries())).toEqual({ frameworkId: 'hitrust', requirements: '01.a,Access control policy' });
    expect(await screen.findByText('Imported 1 requirement of your licensed HITRUST CSF list.')).toBeInTheDocument();
  });

  it("shows the server's refusal of the file under the requirements", async () => {
    renderCard({
      action: async () => ({ status: 'error', fieldErrors: { requirements: 'Line 2: give the requirement title.' } }),
    });
    fireEvent.change(screen.getByLabelText(/^Requirements/), { target: { value: '01.a,Title\n01.b,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Licensed List' }));
    expect(await screen.findByText('Line 2: give the requirement title.')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
