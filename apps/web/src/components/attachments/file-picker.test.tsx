import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { storeSession } from '@/lib/session';
import { FilePicker } from './file-picker';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let uploads = 0;

beforeEach(() => {
  uploads = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  // The server's answer to an upload: the file as stored, under a new id.
  fetchMock.mockImplementation(async (_url, init) => {
    const sent = (init.body as FormData).get('file') as File;
    if (sent.name === 'broken.pdf')
      return new Response(JSON.stringify({ message: 'The bytes are not of a type receipts take.' }), {
        status: 415,
        headers: { 'Content-Type': 'application/json' },
      });
    const id = `00000000-0000-4000-8000-00000000000${++uploads}`;
    const body = {
      id,
      category: 'RECEIPT',
      name: sent.name,
      contentType: sent.type,
      size: sent.size,
      sha256: 'ab',
      createdAt: '2026-11-23T10:00:00.000Z',
      downloadPath: `/api/files/downloadFile/${id}`,
    };
    return new Response(JSON.stringify(body), { status: 201, headers: { 'Content-Type': 'application/json' } });
  });
  storeSession({ token: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pdf = (name: string) => new File([new Uint8Array(2048)], name, { type: 'application/pdf' });

function Form({ max = 2 }: { max?: number }) {
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  return (
    <>
      <FilePicker category="RECEIPT" value={files} onChange={setFiles} max={max} label="Add receipts" />
      <output aria-label="ids">{files.map((file) => file.id).join(',')}</output>
    </>
  );
}

describe('FilePicker', () => {
  it('uploads each chosen file at once and lists it; a removed one leaves the list', async () => {
    render(<Form />);
    await userEvent.upload(screen.getByLabelText('Add receipts'), [pdf('taxi.pdf'), pdf('hotel.pdf')]);
    expect(await screen.findByText('taxi.pdf')).toBeTruthy();
    expect(screen.getByText('hotel.pdf')).toBeTruthy();
    expect(screen.getByLabelText('ids').textContent).toBe(
      '00000000-0000-4000-8000-000000000001,00000000-0000-4000-8000-000000000002',
    );
    // Full: the button is off until one goes.
    expect(screen.getByRole('button', { name: 'Add receipts' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove taxi.pdf' }));
    expect(screen.getByLabelText('ids').textContent).toBe('00000000-0000-4000-8000-000000000002');
    expect(screen.getByRole('button', { name: 'Add receipts' })).toHaveProperty('disabled', false);
  });

  it('says why a file was refused, by the category before sending or by the server, and keeps the rest', async () => {
    render(<Form />);
    const gif = new File([new Uint8Array(10)], 'party.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByLabelText('Add receipts'), [gif, pdf('broken.pdf')], { applyAccept: false });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('broken.pdf: The bytes are not of a type receipts take.'));
    expect(alert.textContent).toContain('party.gif: A receipt must be a PDF, PNG or JPEG file.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('ids').textContent).toBe('');
    await userEvent.upload(screen.getByLabelText('Add receipts'), [
      pdf('taxi.pdf'),
      pdf('hotel.pdf'),
      pdf('lunch.pdf'),
    ]);
    expect(await screen.findByText('hotel.pdf')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('lunch.pdf: at most 2 files can be attached.');
    expect(screen.queryByText('lunch.pdf')).toBeNull();
  });
});
