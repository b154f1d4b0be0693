import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TEnquiry } from '@staffdesk/shared/schemas/contracts';
import { LostReasonDialog } from './lost-reason-dialog';

const enquiry = { id: 41, title: 'Port automation', companyName: 'Orbit Shipping', status: 'QUALIFIED' } as TEnquiry;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const onClose = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LostReasonDialog enquiry={enquiry} onClose={onClose} />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onClose.mockReset();
});

const markLost = () => userEvent.click(screen.getByRole('button', { name: 'Mark lost' }));

describe('the lost-reason dialog', () => {
  it('asks for the reason under its field before sending anything', async () => {
    await userEvent.type(screen.getByLabelText('Reason'), '   ');
    await markLost();
    expect(screen.getByRole('alert').textContent).toBe('Give the reason the enquiry was lost.');
    const reason = screen.getByLabelText('Reason');
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute('aria-describedby')).toBe('lostReason-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves the enquiry to lost with the reason, and closes', async () => {
    fetchMock.mockResolvedValue(json({ ...enquiry, status: 'LOST', lostReason: 'Went with a rival.' }));
    await userEvent.type(screen.getByLabelText('Reason'), '  Went with a rival. ');
    await markLost();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/businessEnquiry/41/status',
      'POST',
      { status: 'LOST', lostReason: 'Went with a rival.' },
    ]);
  });

  it("says the server's refusal above the buttons and stays open", async () => {
    const message = 'The enquiry cannot go from its status to that one.';
    fetchMock.mockResolvedValue(json({ message }, 409));
    await userEvent.type(screen.getByLabelText('Reason'), 'Went with a rival.');
    await markLost();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
