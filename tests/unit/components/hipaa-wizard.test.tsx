import { fireEvent, render, screen } from '@testing-library/react';
import { HipaaWizard } from '@/components/manage/hipaa/hipaa-wizard';
import { ToastProvider } from '@/components/ui/toast';

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

function setup() {
  render(
    <ToastProvider>
      <HipaaWizard />
    </ToastProvider>,
  );
}

describe('HipaaWizard', () => {
  it('hides Previous on step 1 and relabels Next on step 4', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Scope' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    next();
    next();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate HIPAA' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Step 3 of 4: Policies' })).toBeInTheDocument();
  });

  it('keeps the locked items ticked and disabled', () => {
    setup();
    next();
    const privacy = screen.getByRole('checkbox', { name: /Privacy Rule/ });
    expect(privacy).toBeChecked();
    expect(privacy).toBeDisabled();
    const breach = screen.getByRole('checkbox', { name: 'Breach Notification Rule' });
    fireEvent.click(breach);
    expect(breach).toBeChecked();
    fireEvent.click(breach);
    expect(breach).not.toBeChecked();
  });

  it('marks earlier steps completed and the current one active', () => {
    setup();
    next();
    next();
    const states = screen.getAllByRole('listitem').slice(0, 4).map((item) => item.getAttribute('data-state'));
    expect(states).toEqual(['completed', 'completed', 'active', 'upcoming']);
  });

  it('asks for the confirmation, then activates with the spec message', () => {
    setup();
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Activate HIPAA' }));
    expect(screen.getAllByText('Please confirm that you have reviewed the configuration.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('checkbox', { name: /reviewed the configuration/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Activate HIPAA' }));
    expect(screen.getByText('HIPAA compliance framework has been activated! You will be redirected to the implementation dashboard.')).toBeInTheDocument();
  });

  it('keeps the choices when going back and forth', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Organization name'), { target: { value: 'Acme Health' } });
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Organization name')).toHaveValue('Acme Health');
  });
});
