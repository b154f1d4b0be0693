import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from '@/components/ui/label';
import { DateTimeField } from './date-time-field';

// The company's date locale is en-IN: dates are typed dd/mm/yyyy.
vi.mock('@/lib/api/get-company-settings', () => ({ useTypedDatePattern: () => 'dd/MM/yyyy' }));

afterEach(cleanup);

function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Label htmlFor="starts">Shows from</Label>
      <DateTimeField id="starts" value={value} onChange={setValue} timeLabel="Start time" />
      <output aria-label="value">{value}</output>
      <button type="button" onClick={() => setValue('2027-03-04T08:15')}>
        Reset
      </button>
    </>
  );
}

const held = () => screen.getByLabelText('value').textContent;

describe('DateTimeField', () => {
  it('shows the date in the company order and the time beside it', () => {
    render(<Form initial="2026-12-21T09:30" />);
    expect(screen.getByLabelText('Shows from')).toHaveProperty('value', '21/12/2026');
    expect(screen.getByLabelText('Start time')).toHaveProperty('value', '09:30');
  });

  it('holds the date and time once both are whole, the date typed as bare digits', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-12-21T09:30" />);
    const date = screen.getByLabelText('Shows from');
    await user.clear(date);
    expect(held()).toBe('');
    // The time is kept while the date is being typed again.
    expect(screen.getByLabelText('Start time')).toHaveProperty('value', '09:30');
    await user.type(date, '01012027');
    expect(held()).toBe('2027-01-01T09:30');
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '17:45' } });
    expect(held()).toBe('2027-01-01T17:45');
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '' } });
    expect(held()).toBe('');
    // What was typed stays as typed while the time is being changed.
    expect(date).toHaveProperty('value', '01012027');
  });

  it('takes a day picked on the calendar with the time it has', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-12-21T09:30" />);
    await user.click(screen.getByRole('button', { name: 'Choose the day on a calendar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Calendar' })).getByRole('button', { name: /December 24, 2026/ }),
    );
    expect(held()).toBe('2026-12-24T09:30');
  });

  it('shows a value set from outside in both halves', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Shows from')).toHaveProperty('value', '04/03/2027');
    expect(screen.getByLabelText('Start time')).toHaveProperty('value', '08:15');
  });
});
