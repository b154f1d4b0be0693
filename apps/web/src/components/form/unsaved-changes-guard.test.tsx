import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { ZHolidayRequestSchema } from '@staffdesk/shared/schemas/attendance';
import { Input } from '@/components/ui/input';
import { Form } from './form';
import { FormControl } from './form-control';
import { FormField } from './form-field';
import { FormItem } from './form-item';
import { FormLabel } from './form-label';
import { SubmitButton } from './submit-button';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

/** A long form that goes on to the list once saved. */
function LongForm() {
  const navigate = useNavigate();
  const form = useZodForm(ZHolidayRequestSchema, {
    defaultValues: { date: '2026-12-25', name: '', optional: false },
  });
  const submit = form.handleSubmit(async () => {
    await Promise.resolve();
    await navigate('/list');
  });
  return (
    <Form form={form}>
      <form onSubmit={submit} noValidate>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
            </FormItem>
          )}
        />
        <SubmitButton />
        <UnsavedChangesGuard />
      </form>
      <Link to="/list">Holidays</Link>
    </Form>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <LongForm /> },
      { path: '/list', element: <h1>Holiday list</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the unsaved-changes guard', () => {
  it('lets an untouched form be left without asking', async () => {
    renderForm();
    expect(unloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Holidays' }));
    expect(await screen.findByRole('heading', { name: 'Holiday list' })).toBeTruthy();
  });

  it('asks before leaving a changed form: Stay keeps it, Leave goes on', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Christmas');
    expect(unloadPrevented()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Holidays' }));
    expect(await screen.findByRole('dialog', { name: 'Leave Without Saving?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Christmas');

    await userEvent.click(screen.getByRole('link', { name: 'Holidays' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Holiday list' })).toBeTruthy();
  });

  it('stays quiet while the form is sent, so a saved form goes on to the next screen', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Christmas');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Holiday list' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unloadPrevented()).toBe(false);
  });
});
