import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { titleCase } from '@/lib/title-case';
import { FormButtons, FormDialogFooter, FormFooter } from './form-footer';

afterEach(cleanup);

const names = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('the form buttons of issue 17', () => {
  it('end a page form with Submit, then Cancel', () => {
    render(
      <MemoryRouter>
        <form>
          <FormFooter pending={false} />
        </form>
      </MemoryRouter>,
    );
    expect(names()).toEqual(['Submit', 'Cancel']);
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('type')).toBe('submit');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('say "Submitting…", disabled, while the form is sent, and Cancel waits too', () => {
    render(
      <MemoryRouter>
        <form>
          <FormFooter pending />
        </form>
      </MemoryRouter>,
    );
    const submit = screen.getByRole('button', { name: 'Submitting…' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('keep Submit waiting for an upload, and Cancel does what the form says', () => {
    const onCancel = vi.fn();
    render(
      <form>
        <FormButtons pending={false} waiting onCancel={onCancel} />
      </form>,
    );
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('are the same pair in a form dialog', () => {
    render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>{titleCase('add a holiday')}</DialogTitle>
          <DialogDescription>A form in a dialog.</DialogDescription>
          <form>
            <FormDialogFooter pending={false} onCancel={() => undefined} />
          </form>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Add a Holiday' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
