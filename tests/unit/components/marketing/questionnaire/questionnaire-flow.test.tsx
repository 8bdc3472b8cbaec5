import { act, fireEvent, render, screen } from '@testing-library/react';
import { QuestionnaireFlow } from '@/components/marketing/questionnaire/questionnaire-flow';
import { ToastProvider } from '@/components/ui/toast';

let query = new URLSearchParams();
const push = jest.fn();

jest.mock('next/navigation', () => ({
  useSearchParams: () => query,
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/questionnaire',
}));

const renderFlow = () =>
  render(
    <ToastProvider>
      <QuestionnaireFlow />
    </ToastProvider>,
  );

const advanceBy = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  query = new URLSearchParams();
  push.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('QuestionnaireFlow', () => {
  it('moves on 0.5 s after a choice and 0.3 s after a skip, then shows the results', () => {
    renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What industry is your company in?' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: /^Fintech/ }));
    expect(screen.getByRole('button', { name: /^Fintech/ })).toHaveAttribute('aria-pressed', 'true');
    advanceBy(499);
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    advanceBy(1);
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Skip this question' }));
    advanceBy(299);
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    advanceBy(1);
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^European Union/ }));
    advanceBy(500);
    expect(screen.getByRole('heading', { name: 'Your recommended frameworks' })).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'GLBA',
      'SOC 2',
      'BSA/AML',
      'GDPR',
    ]);
    expect(window.location.search).toBe('?industry=fintech&data=skipped&location=eu');
  });

  it('ignores a second choice while moving on', () => {
    renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Start Now' }));
    fireEvent.click(screen.getByRole('button', { name: /^SaaS/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Fintech/ }));
    advanceBy(500);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /^SaaS/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Fintech/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a shared link on its result and the buttons announce, then navigate', () => {
    query = new URLSearchParams('industry=other&data=children&location=california');
    renderFlow();
    expect(screen.getByRole('heading', { name: 'Your recommended frameworks' })).not.toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['COPPA', 'CCPA', 'SOC 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Book a Demo First' }));
    expect(screen.getByText('Redirecting you to book a demo…')).toBeInTheDocument();
    expect(push).toHaveBeenCalledWith('/book?frameworks=COPPA%2C%20CCPA%2C%20SOC%202', undefined);
  });
});
