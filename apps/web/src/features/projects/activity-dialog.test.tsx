import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { ActivityDialog } from './activity-dialog';

const activity: TProjectActivity = {
  id: 9,
  projectId: 5,
  projectCode: 'GH-01',
  projectName: 'Warehouse robotics',
  name: 'Robot calibration',
  billable: true,
  active: true,
  hoursLogged: 0,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const onClose = vi.fn();

function renderDialog(editing?: TProjectActivity) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ActivityDialog projectId={5} activity={editing} onClose={onClose} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onClose.mockReset();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('the activity dialog', () => {
  it('refuses a nameless activity under its name, with the focus there', async () => {
    renderDialog();
    await submit();
    const name = screen.getByLabelText('Activity name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('alert').textContent).toBe('Give an activity name.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a billable or unbillable activity to its project', async () => {
    fetchMock.mockResolvedValue(json({ ...activity, id: 10, name: 'Team meetings', billable: false }, 201));
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add Activity' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Activity name'), 'Team meetings');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Billable' }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/project-activity',
      'POST',
      { projectId: 5, name: 'Team meetings', billable: false, active: true },
    ]);
  });

  it("puts the server's refusal of the name under the name, and stays open", async () => {
    const message = 'The project has an activity of that name.';
    fetchMock.mockResolvedValue(json({ message, errorDetails: [`name: ${message}`] }, 409));
    renderDialog(activity);
    expect(screen.getByRole('dialog', { name: 'Edit Activity Robot calibration' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Activity name'));
    await userEvent.type(screen.getByLabelText('Activity name'), 'Team meetings');
    await submit();
    await waitFor(() => expect(document.getElementById('name-error')?.textContent).toBe(message));
    expect(screen.getByLabelText('Activity name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/project-activity/9');
    expect(onClose).not.toHaveBeenCalled();
  });
});
