import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DataTableSearch, SEARCH_DELAY_MS } from './data-table-search';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const box = () => screen.getByRole('searchbox', { name: 'Search requests' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('DataTableSearch', () => {
  it('calls back once typing has paused for 300 ms, with the last text', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<DataTableSearch value="" onChange={onChange} label="Search requests" />);
    type('a');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    type('ad');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('ad');
  });

  it('says what it holds at once when the box is left, and not again after the pause', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<DataTableSearch value="" onChange={onChange} label="Search requests" />);
    type('ada');
    fireEvent.blur(box());
    expect(onChange).toHaveBeenCalledWith('ada');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.blur(box());
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears at once, empties the box and keeps the focus in it', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<DataTableSearch value="ada" onChange={onChange} label="Search requests" />);
    expect(box().value).toBe('ada');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows a value changed from outside, such as back in history', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DataTableSearch value="ada" onChange={onChange} label="Search requests" />);
    rerender(<DataTableSearch value="" onChange={onChange} label="Search requests" />);
    expect(box().value).toBe('');
    rerender(<DataTableSearch value="grace" onChange={onChange} label="Search requests" />);
    expect(box().value).toBe('grace');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps what was typed after the text it sent, when that text comes back', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { rerender } = render(<DataTableSearch value="" onChange={onChange} label="Search requests" />);
    type('ada ');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    type('ada l');
    rerender(<DataTableSearch value="ada " onChange={onChange} label="Search requests" />);
    expect(box().value).toBe('ada l');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onChange).toHaveBeenLastCalledWith('ada l');
  });
});
