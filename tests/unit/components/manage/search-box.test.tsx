import { fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from '@/components/manage/search-box';

function renderBox(value: string, onSearch = jest.fn()) {
  const view = render(<SearchBox label="Search" value={value} onSearch={onSearch} />);
  const rerender = (next: string) => view.rerender(<SearchBox label="Search" value={next} onSearch={onSearch} />);
  return { input: screen.getByLabelText('Search'), rerender, onSearch };
}

describe('SearchBox', () => {
  it('starts from the URL value and reports each change', () => {
    const { input, onSearch } = renderBox('iso');
    expect(input).toHaveValue('iso');
    fireEvent.change(input, { target: { value: 'iso 2' } });
    expect(onSearch).toHaveBeenLastCalledWith('iso 2');
  });

  it('keeps fast typing when the URL catches up late', () => {
    const { input, rerender } = renderBox('');
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'ab' } });
    rerender('a');
    expect(input).toHaveValue('ab');
    rerender('ab');
    expect(input).toHaveValue('ab');
  });

  it('follows a URL change from outside (Back)', () => {
    const { input, rerender } = renderBox('');
    fireEvent.change(input, { target: { value: 'gdpr' } });
    rerender('gdpr');
    rerender('hipaa');
    expect(input).toHaveValue('hipaa');
    rerender('');
    expect(input).toHaveValue('');
  });
});
