import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from '@/components/ui/label';
import { DateField } from './date-field';

// The company's date locale is en-IN: dates are typed dd/mm/yyyy; one test types as en-US does.
const company = vi.hoisted(() => ({ pattern: 'dd/MM/yyyy' }));
vi.mock('@/lib/api/get-company-settings', () => ({ useTypedDatePattern: () => company.pattern }));

afterEach(() => {
  cleanup();
  company.pattern = 'dd/MM/yyyy';
});

function Form({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Label htmlFor="spentOn">Spent on</Label>
      <DateField id="spentOn" value={value} onChange={setValue} min={min} max={max} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const held = () => screen.getByLabelText('value').textContent;

describe('DateField', () => {
  it('takes a date typed in the company order as the ISO date', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('Spent on');
    expect(field).toHaveProperty('placeholder', 'dd/mm/yyyy');
    await user.type(field, '05/01/2026');
    expect(held()).toBe('2026-01-05');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes eight bare digits as the date, saying nothing while they are typed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('Spent on');
    await user.type(field, '2112202');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(held()).toBe('');
    await user.type(field, '6');
    expect(held()).toBe('2026-12-21');
    await user.tab();
    expect(field).toHaveProperty('value', '21/12/2026');
  });

  it('reads six digits, or a two-digit year, once the field is left, and shows the date whole', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('Spent on');
    await user.type(field, '211226');
    expect(held()).toBe('');
    await user.tab();
    expect(held()).toBe('2026-12-21');
    expect(field).toHaveProperty('value', '21/12/2026');
    await user.clear(field);
    await user.type(field, '5.1.26');
    await user.tab();
    expect(held()).toBe('2026-01-05');
    expect(field).toHaveProperty('value', '05/01/2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the month first where the company types dates so', async () => {
    company.pattern = 'MM/dd/yyyy';
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('Spent on');
    expect(field).toHaveProperty('placeholder', 'mm/dd/yyyy');
    await user.type(field, '12212026');
    expect(held()).toBe('2026-12-21');
    await user.clear(field);
    await user.type(field, '21/12/2026');
    expect(screen.getByRole('alert').textContent).toBe('Type a real date as mm/dd/yyyy.');
    expect(held()).toBe('');
  });

  it('shows a date it is given in the company order', () => {
    render(<Form initial="2026-01-05" />);
    expect(screen.getByLabelText('Spent on')).toHaveProperty('value', '05/01/2026');
  });

  it('says so when the typed date does not exist, and holds no date', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-01-05" />);
    const field = screen.getByLabelText('Spent on');
    await user.clear(field);
    await user.type(field, '31/02/2026');
    expect(screen.getByRole('alert').textContent).toBe('Type a real date as dd/mm/yyyy.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('spentOn-date-problem');
    expect(held()).toBe('');
  });

  it('says so when a half-typed date is left', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Spent on'), '05/01');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Type a real date as dd/mm/yyyy.');
  });

  it('says so when bare digits make no date, or could make two', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('Spent on');
    await user.type(field, '31022026');
    expect(screen.getByRole('alert').textContent).toBe('Type a real date as dd/mm/yyyy.');
    await user.clear(field);
    // 2/11/2026 or 21/1/2026.
    await user.type(field, '2112026');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Type a real date as dd/mm/yyyy.');
    expect(held()).toBe('');
  });

  it('refuses a day before min or after max with the reason', async () => {
    const user = userEvent.setup();
    render(<Form min="2026-01-01" max="2026-01-31" />);
    const field = screen.getByLabelText('Spent on');
    await user.type(field, '31/12/2025');
    expect(screen.getByRole('alert').textContent).toBe('Choose January 01, 2026 or later.');
    expect(held()).toBe('');
    await user.clear(field);
    await user.type(field, '01/02/2026');
    expect(screen.getByRole('alert').textContent).toBe('Choose January 31, 2026 or earlier.');
    await user.clear(field);
    await user.type(field, '31/01/2026');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(held()).toBe('2026-01-31');
  });

  it('picks a day on the calendar, and days outside min and max cannot be picked', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-01-05" min="2026-01-03" max="2026-01-20" />);
    await user.click(screen.getByRole('button', { name: 'Choose the day on a calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    expect(within(calendar).getByRole('button', { name: /January 02, 2026/ })).toHaveProperty('disabled', true);
    await user.click(within(calendar).getByRole('button', { name: /January 14, 2026/ }));
    expect(held()).toBe('2026-01-14');
    expect(screen.getByLabelText('Spent on')).toHaveProperty('value', '14/01/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
