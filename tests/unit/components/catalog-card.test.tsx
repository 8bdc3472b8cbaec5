import { fireEvent, render, screen } from '@testing-library/react';
import { CatalogCard } from '@/components/manage/add-frameworks/catalog-card';
import type { AddFrameworkAction } from '@/components/manage/add-frameworks/types';
import { ToastProvider } from '@/components/ui/toast';
import { frameworkCatalog } from '@/lib/catalog/framework-catalog';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';

const hipaa = frameworkCatalog.find((card) => card.id === 'hipaa')!;

function renderCard(props: { followed?: boolean; canEdit?: boolean; addAction?: AddFrameworkAction }) {
  const addAction = props.addAction ?? jest.fn<ReturnType<AddFrameworkAction>, Parameters<AddFrameworkAction>>(async () => ({ status: 'success', record: { frameworkId: 'hipaa' }, message: 'HIPAA was added to your frameworks.' }));
  render(
    <ToastProvider>
      <CatalogCard card={hipaa} followed={props.followed ?? false} canEdit={props.canEdit ?? true} addAction={addAction} />
    </ToastProvider>,
  );
  return addAction;
}

describe('CatalogCard', () => {
  it('adds the card\'s framework, confirms it, and shows Added', async () => {
    const addAction = renderCard({});
    fireEvent.click(screen.getByRole('button', { name: 'Add Framework: HIPAA' }));
    expect(await screen.findByText('HIPAA was added to your frameworks.')).toBeInTheDocument();
    expect(screen.getByText('Adding HIPAA framework...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Added: HIPAA' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Framework: HIPAA' })).toBeNull();
    const [, sent] = jest.mocked(addAction).mock.calls[0]!;
    expect(sent.get('frameworkId')).toBe('hipaa');
  });

  it('shows Added, without Add Framework, for a framework the organization follows', () => {
    renderCard({ followed: true });
    expect(screen.getByRole('button', { name: 'Added: HIPAA' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Framework: HIPAA' })).toBeNull();
  });

  it('offers a viewer no Add Framework button', () => {
    renderCard({ canEdit: false });
    expect(screen.queryByRole('button', { name: 'Add Framework: HIPAA' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Learn More: HIPAA' })).toBeEnabled();
  });

  it('shows the server\'s refusal beside the button', async () => {
    renderCard({ addAction: async () => ({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE }) });
    fireEvent.click(screen.getByRole('button', { name: 'Add Framework: HIPAA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORBIDDEN_MESSAGE);
    expect(screen.getByRole('button', { name: 'Add Framework: HIPAA' })).toBeEnabled();
  });
});
