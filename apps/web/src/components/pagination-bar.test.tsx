import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaginationBar, pageWindow } from './pagination-bar.tsx';

describe('pagination (prospecting-core §2.3, §9)', () => {
  it('shows at most the given number of page links around the current page', () => {
    expect(pageWindow(1, 100, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageWindow(50, 100, 11)).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55]);
    expect(pageWindow(99, 100, 11)).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
    expect(pageWindow(2, 3, 11)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 11)).toEqual([]);
  });

  it('changes the page by link and by the page picker', async () => {
    const onPageChange = vi.fn();
    render(<PaginationBar page={1} pageCount={40} onPageChange={onPageChange} linkCount={11} />);
    expect(screen.getAllByRole('button', { name: /Go to page/ })).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.selectOptions(screen.getByLabelText('Page'), '37');
    expect(onPageChange).toHaveBeenLastCalledWith(37);
    expect(screen.queryByLabelText('Leads Per Page')).toBeNull();
  });
});
