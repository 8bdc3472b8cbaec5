import { fireEvent, render, screen } from '@testing-library/react';
import { CatalogCard } from '@/components/manage/frameworks/add/catalog-card';
import type { AddFrameworkAction } from '@/components/manage/frameworks/add/types';
import { ToastProvider } from '@/components/ui/toast';
import { controlIdsOf } from '@/lib/catalog/controls';
import { frameworkCatalog } from '@/lib/catalog/framework-catalog';
import { libraryFramework } from '@/lib/catalog/library';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';

const hipaa = frameworkCatalog.find((card) => card.id === 'hipaa')!;
const fda = frameworkCatalog.find((card) => card.id === 'fda-part11')!;
const overlap = 'Your implemented controls already cover 3 of its 50 requirements.';

function renderCard(props: {
  card?: typeof hipaa;
  followed?: boolean;
  canEdit?: boolean;
  overlap?: string;
  addAction?: AddFrameworkAction;
}) {
  const addAction =
    props.addAction ??
    jest.fn<ReturnType<AddFrameworkAction>, Parameters<AddFrameworkAction>>(async () => ({
      status: 'success',
      record: { frameworkId: 'hipaa' },
      message: 'HIPAA was added to your frameworks.',
    }));
  render(
    <ToastProvider>
      <CatalogCard
        card={props.card ?? hipaa}
        followed={props.followed ?? false}
        overlap={props.overlap}
        canEdit={props.canEdit ?? true}
        addAction={addAction}
      />
    </ToastProvider>,
  );
  return addAction;
}

describe('CatalogCard', () => {
  it("adds the card's framework, confirms it, and shows Added", async () => {
    const addAction = renderCard({});
    fireEvent.click(screen.getByRole('button', { name: 'Add Framework: HIPAA Security Rule' }));
    expect(await screen.findByText('HIPAA was added to your frameworks.')).toBeInTheDocument();
    expect(screen.getByText('Adding HIPAA Security Rule framework...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Added: HIPAA Security Rule' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Framework: HIPAA Security Rule' })).toBeNull();
    const [, sent] = jest.mocked(addAction).mock.calls[0]!;
    expect(sent.get('frameworkId')).toBe('hipaa');
  });

  it('shows Added, without Add Framework, for a framework the organization follows', () => {
    renderCard({ followed: true });
    expect(screen.getByRole('button', { name: 'Added: HIPAA Security Rule' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Framework: HIPAA Security Rule' })).toBeNull();
  });

  it('offers a viewer no Add Framework button', () => {
    renderCard({ canEdit: false });
    expect(screen.queryByRole('button', { name: 'Add Framework: HIPAA Security Rule' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn More: HIPAA Security Rule' })).toBeInTheDocument();
  });

  it("shows Learn More's message, then opens the framework's preview", () => {
    renderCard({});
    const learn = screen.getByRole('link', { name: 'Learn More: HIPAA Security Rule' });
    expect(learn).toHaveAttribute('href', '/manage/frameworks/preview?framework=hipaa');
    // jsdom cannot navigate: the link's own click is kept, the page change is not.
    learn.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(learn);
    expect(screen.getByText('Learning more about HIPAA Security Rule...')).toBeInTheDocument();
  });

  it("shows the server's refusal beside the button", async () => {
    renderCard({ addAction: async () => ({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE }) });
    fireEvent.click(screen.getByRole('button', { name: 'Add Framework: HIPAA Security Rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORBIDDEN_MESSAGE);
    expect(screen.getByRole('button', { name: 'Add Framework: HIPAA Security Rule' })).toBeEnabled();
  });

  it("shows the library's count with its edition, the controls mapped to it and the setup estimate they give", () => {
    renderCard({});
    const card = screen.getByRole('article', { name: 'HIPAA Security Rule' });
    expect(card).toHaveTextContent('50 requirements');
    expect(card).toHaveTextContent('45 CFR Part 164');
    expect(card).toHaveTextContent(`Controls${controlIdsOf('hipaa').length}`);
    expect(card).toHaveTextContent(`Setup estimate${Math.ceil(controlIdsOf('hipaa').length / 8)} weeks`);
  });

  it("shows FDA Part 11's requirements from the library, with its edition and the groups it covers", () => {
    renderCard({ card: fda });
    const card = screen.getByRole('article', { name: 'FDA 21 CFR Part 11' });
    expect(card).toHaveTextContent('33 requirements');
    expect(card).toHaveTextContent('21 CFR Part 11, Subparts B and C');
    expect(card).toHaveTextContent(libraryFramework('fda-part11').groups[0]!.title);
  });

  it('previews the overlap of a framework not followed, and drops it once added', async () => {
    renderCard({ overlap });
    expect(screen.getByText(overlap)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Framework: HIPAA Security Rule' }));
    await screen.findByRole('button', { name: 'Added: HIPAA Security Rule' });
    expect(screen.queryByText(overlap)).toBeNull();
  });

  it("shows no overlap on a followed framework's card", () => {
    renderCard({ followed: true, overlap });
    expect(screen.queryByText(overlap)).toBeNull();
  });
});
