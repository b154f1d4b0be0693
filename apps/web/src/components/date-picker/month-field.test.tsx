import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from '@/components/ui/label';
import { MonthField } from './month-field';

// The company's date locale is en-IN: months are typed mm/yyyy.
vi.mock('@/lib/api/get-company-settings', () => ({ useTypedDatePattern: () => 'dd/MM/yyyy' }));

afterEach(cleanup);

function Form({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Label htmlFor="month">Month</Label>
      <MonthField id="month" value={value} onChange={setValue} min={min} max={max} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const held = () => screen.getByLabelText('value').textContent;

describe('MonthField', () => {
  it('takes a month typed in the order of the company dates, with a separator or bare', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('Month');
    expect(field).toHaveProperty('placeholder', 'mm/yyyy');
    await user.type(field, '12/2026');
    expect(held()).toBe('2026-12');
    await user.clear(field);
    await user.type(field, '112026');
    expect(held()).toBe('2026-11');
    await user.tab();
    expect(field).toHaveProperty('value', '11/2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a two-digit year once the field is left', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('Month');
    await user.type(field, '3/26');
    expect(held()).toBe('');
    await user.tab();
    expect(held()).toBe('2026-03');
    expect(field).toHaveProperty('value', '03/2026');
  });

  it('shows the month it is given, and says so when the typed one is not real', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-01" />);
    const field = screen.getByLabelText('Month');
    expect(field).toHaveProperty('value', '01/2026');
    await user.clear(field);
    await user.type(field, '13/2026');
    expect(screen.getByRole('alert').textContent).toBe('Type a real month as mm/yyyy.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('month-date-problem');
    expect(held()).toBe('');
  });

  it('refuses a month outside min and max with the reason', async () => {
    const user = userEvent.setup();
    render(<Form min="2026-01" max="2026-06" />);
    const field = screen.getByLabelText('Month');
    await user.type(field, '12/2025');
    expect(screen.getByRole('alert').textContent).toBe('Choose January 2026 or later.');
    await user.clear(field);
    await user.type(field, '07/2026');
    expect(screen.getByRole('alert').textContent).toBe('Choose June 2026 or earlier.');
    expect(held()).toBe('');
  });

  it('is picked on its calendar by keyboard: the arrows move across the year, Enter picks', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11" />);
    await user.click(screen.getByRole('button', { name: 'Choose the month on a calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    const november = within(calendar).getByRole('button', { name: 'November 2026' });
    expect(document.activeElement).toBe(november);
    expect(november.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(calendar).getByRole('button', { name: 'January 2027' }));
    await user.keyboard('{ArrowUp}{PageUp}');
    expect(document.activeElement).toBe(within(calendar).getByRole('button', { name: 'October 2025' }));
    await user.keyboard('{Enter}');
    expect(held()).toBe('2025-10');
    expect(screen.getByLabelText('Month')).toHaveProperty('value', '10/2025');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be moved to, nor picked, outside min and max on its calendar', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-02" min="2026-02" max="2026-12" />);
    await user.click(screen.getByRole('button', { name: 'Choose the month on a calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    expect(within(calendar).getByRole('button', { name: 'January 2026' })).toHaveProperty('disabled', true);
    expect(within(calendar).getByRole('button', { name: 'Previous year, 2025' })).toHaveProperty('disabled', true);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(calendar).getByRole('button', { name: 'February 2026' }));
    await user.click(within(calendar).getByRole('button', { name: 'May 2026' }));
    expect(held()).toBe('2026-05');
  });
});
