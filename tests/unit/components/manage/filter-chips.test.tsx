import { fireEvent, render, screen } from '@testing-library/react';
import { FilterChips } from '@/components/manage/filter-chips';

const chips = [
  { value: 'all', label: 'All Issues' },
  { value: 'critical', label: 'Critical' },
];

function setup(value: string) {
  const onChange = jest.fn();
  render(<FilterChips label="Issue tags" chips={chips} value={value} onChange={onChange} />);
  return onChange;
}

describe('FilterChips', () => {
  it.each(['', 'all', 'bogus'])('shows the first chip pressed for %p', (value) => {
    setup(value);
    expect(screen.getByRole('button', { name: 'All Issues' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Critical' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports the chosen value, and clears it for the first chip', () => {
    const onChange = setup('critical');
    expect(screen.getByRole('button', { name: 'Critical' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'All Issues' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.click(screen.getByRole('button', { name: 'Critical' }));
    expect(onChange).toHaveBeenLastCalledWith('critical');
  });

  it('groups the chips under their label', () => {
    setup('');
    expect(screen.getByRole('group', { name: 'Issue tags' })).toBeInTheDocument();
  });
});
