import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { storeSession } from '@/lib/session';
import { FilePicker } from './file-picker';

let uploads = 0;
let sends = 0;
/** Set by a test to hold uploads half sent, until it calls it. */
let holdHalfway: ((finish: () => void) => void) | undefined;

/** The server's answer to an upload: the file as stored, under a new id. */
function answer(sent: File): { status: number; body: unknown } {
  if (sent.name === 'broken.pdf')
    return { status: 415, body: { message: 'The bytes are not of a type receipts take.' } };
  const id = `00000000-0000-4000-8000-00000000000${++uploads}`;
  return {
    status: 201,
    body: {
      id,
      category: 'RECEIPT',
      name: sent.name,
      contentType: sent.type,
      size: sent.size,
      sha256: 'ab',
      createdAt: '2026-11-23T10:00:00.000Z',
      downloadPath: `/api/files/downloadFile/${id}`,
    },
  };
}

/** The browser's XMLHttpRequest, which uploads go by to tell their progress; the network is outside the test. */
class ServerXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: Blob | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: FormData) {
    sends++;
    const sent = body.get('file') as File;
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: sent.size } as ProgressEvent);
    const finish = () => {
      progress(sent.size);
      const { status, body: reply } = answer(sent);
      this.status = status;
      this.response = new Blob([JSON.stringify(reply)], { type: 'application/json' });
      this.onload?.();
    };
    setTimeout(() => {
      progress(sent.size / 2);
      if (holdHalfway) holdHalfway(finish);
      else finish();
    }, 0);
  }
}

beforeEach(() => {
  uploads = 0;
  sends = 0;
  holdHalfway = undefined;
  vi.stubGlobal('XMLHttpRequest', ServerXhr);
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
    expect(sends).toBe(1);
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

  it('shows each upload as a bar with its percentage until it is done', async () => {
    let finish: (() => void) | undefined;
    holdHalfway = (rest) => (finish = rest);
    render(<Form />);
    await userEvent.upload(screen.getByLabelText('Add receipts'), [pdf('taxi.pdf')]);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading taxi.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('50%')).toBeTruthy();
    finish!();
    expect(await screen.findByText('taxi.pdf')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
