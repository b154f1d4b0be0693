import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZHolidayRequestSchema, type THolidayRequest } from '@staffdesk/shared/schemas/attendance';
import { Input } from '@/components/ui/input';
import { HttpError } from '@/lib/http';
import { applyServerErrors } from './apply-server-errors';
import { Form } from './form';
import { FormControl } from './form-control';
import { FormDescription } from './form-description';
import { FormField } from './form-field';
import { FormItem } from './form-item';
import { FormLabel } from './form-label';
import { FormMessage } from './form-message';
import { FormServerAlert } from './form-server-alert';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

/** A holiday form on the shared schema, its submit handed to the test. */
function HolidayForm({ onSubmit }: { onSubmit: (values: THolidayRequest) => Promise<void> }) {
  const form = useZodForm(ZHolidayRequestSchema, { defaultValues: { date: '', name: '', optional: false } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Form form={form} labels={{ date: 'date' }}>
      <form onSubmit={submit} noValidate aria-label="Holiday">
        <FormField
          control={form.control}
          name="date"
          id="holiday-date"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Date</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl aria-describedby="name-count">
                <Input {...field} />
              </FormControl>
              <span id="name-count">{field.value.length}/100</span>
              {!fieldState.invalid && <FormDescription>As the calendar shows it.</FormDescription>}
              <FormMessage />
            </FormItem>
          )}
        />
        <FormServerAlert />
        <SubmitButton />
      </form>
    </Form>
  );
}

const refusal = (message: string, errorDetails?: string[]) => new HttpError(400, message, { message, errorDetails });

describe('the form kit', () => {
  it('labels each control, and describes it by its hint', () => {
    render(<HolidayForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Date').id).toBe('holiday-date');
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    const [hint, count] = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(hint ?? '')?.textContent).toBe('As the calendar shows it.');
    expect(count).toBe('name-count');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("checks the shared schema on submit: each message under its field, the focus on the first one's", async () => {
    const onSubmit = vi.fn();
    render(<HolidayForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Choose a date.',
      'Give a name of at least 2 characters.',
    ]);
    const date = screen.getByLabelText('Date');
    expect(document.activeElement).toBe(date);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toBe('holiday-date-error');
    // The hint makes way for the message; what else describes the field stays.
    const name = screen.getByLabelText('Name');
    const describedBy = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy[0]).toBe('name-count');
    expect(document.getElementById(describedBy[1] ?? '')?.textContent).toBe('Give a name of at least 2 characters.');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Date'), '2026-12-25');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Give a name of at least 2 characters.']);
  });

  it("sends the schema's output, and the submit is busy until the answer", async () => {
    let answer: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<HolidayForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Date'), '2026-12-25');
    await userEvent.type(screen.getByLabelText('Name'), '  Christmas ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = await screen.findByRole('button', { name: 'Submitting…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(onSubmit).toHaveBeenCalledWith({ date: '2026-12-25', name: 'Christmas', optional: false });
    answer();
    expect(await screen.findByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it("puts the server's field errors under their fields, the focus on the first, and says nothing twice", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        refusal('Invalid input: name: A holiday of that name exists.', [
          'name: A holiday of that name exists.',
          'date: That day is a holiday already.',
          'name: a second word on a field says nothing more',
          'somethingElse: not a field of the form',
        ]),
      ),
    );
    render(<HolidayForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Date'), '2026-12-25');
    await userEvent.type(screen.getByLabelText('Name'), 'Christmas');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'That day is a holiday already.',
      'A holiday of that name exists.',
    ]);
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('form').querySelector('div[role=alert]')).toBeNull();
  });

  it('says a refusal that names no field above the buttons, until the next submit', async () => {
    const onSubmit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(refusal('There is a holiday on that day already.'))
      .mockResolvedValueOnce(undefined);
    render(<HolidayForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Date'), '2026-12-25');
    await userEvent.type(screen.getByLabelText('Name'), 'Christmas');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('There is a holiday on that day already.');
    expect(alert.tagName).toBe('DIV');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
