import { fireEvent, render, screen, within } from '@testing-library/react';
import { NavLinks } from '@/components/manage/shell/nav-links';
import { activeProgrammeHref, manageNavLinks, programmeNavLinks } from '@/lib/manage-nav';

let pathname = '/manage';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

beforeEach(() => {
  pathname = '/manage';
});

describe('the Programme menu of the header', () => {
  it('keeps the six section links, then a Programme button that discloses My tasks, People, Training, Risks, Vendors, Vulnerabilities, Questionnaires, Access reviews, ISMS and Integrations', () => {
    render(<NavLinks layout="row" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(manageNavLinks.map((link) => link.label));
    const button = screen.getByRole('button', { name: 'Programme' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'People' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My tasks', '/manage/tasks'],
      ['People', '/manage/people'],
      ['Training', '/manage/training'],
      ['Risks', '/manage/risks'],
      ['Vendors', '/manage/vendors'],
      ['Vulnerabilities', '/manage/vulnerabilities'],
      ['Questionnaires', '/manage/questionnaires'],
      ['Access reviews', '/manage/access-reviews'],
      ['ISMS', '/manage/isms'],
      ['Integrations', '/manage/integrations'],
    ]);
  });

  it('closes on Escape with focus back on the button, on a click outside and on a second click', () => {
    render(
      <>
        <p>Outside</p>
        <NavLinks layout="row" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Programme' });
    fireEvent.click(button);
    screen.getByRole('link', { name: 'People' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current screen in the menu', () => {
    pathname = '/manage/people/0d6f1a52-3c1e-4a4e-9a55-2f2f5b1f0c11';
    render(<NavLinks layout="row" />);
    fireEvent.click(screen.getByRole('button', { name: 'Programme' }));
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Integrations' })).not.toHaveAttribute('aria-current');
  });

  it('marks Training on a lesson of the course', () => {
    pathname = '/manage/training/phishing';
    render(<NavLinks layout="row" />);
    fireEvent.click(screen.getByRole('button', { name: 'Programme' }));
    expect(screen.getByRole('link', { name: 'Training' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'People' })).not.toHaveAttribute('aria-current');
  });

  it('shows the Programme links as a group in the phone menu, no button needed', () => {
    render(<NavLinks layout="column" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Programme' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'My tasks',
      'People',
      'Training',
      'Risks',
      'Vendors',
      'Vulnerabilities',
      'Questionnaires',
      'Access reviews',
      'ISMS',
      'Integrations',
    ]);
  });
});

describe('activeProgrammeHref', () => {
  it.each([
    ['/manage/people', '/manage/people'],
    ['/manage/people/abc', '/manage/people'],
    ['/manage/integrations', '/manage/integrations'],
    ['/manage/tasks', '/manage/tasks'],
    ['/manage/access-reviews/abc', '/manage/access-reviews'],
    ['/manage/tasksX', undefined],
    ['/manage/peoples', undefined],
    ['/manage', undefined],
  ])('%s marks %s', (path, href) => expect(activeProgrammeHref(path)).toBe(href));
  it('lists My tasks first, then People, Training, Risks, Vendors, Vulnerabilities, Questionnaires, Access reviews, ISMS and Integrations', () => {
    expect(programmeNavLinks.map((link) => link.label)).toEqual([
      'My tasks',
      'People',
      'Training',
      'Risks',
      'Vendors',
      'Vulnerabilities',
      'Questionnaires',
      'Access reviews',
      'ISMS',
      'Integrations',
    ]);
  });
});
