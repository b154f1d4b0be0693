import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptOf, fileProblem, uploadFile } from './files';
import { storeSession } from './session';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  storeSession({ token: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => vi.unstubAllGlobals());

const file = (bytes: number, type: string, name = 'me.png') => new File([new Uint8Array(bytes)], name, { type });

describe('choosing a file for a category', () => {
  it('takes what the category allows, and says why not otherwise', () => {
    expect(acceptOf('PROFILE_PICTURE')).toBe('image/png,image/jpeg,image/webp');
    expect(fileProblem(file(1000, 'image/png'), 'PROFILE_PICTURE')).toBeUndefined();
    expect(fileProblem(file(2 * 1024 * 1024, 'image/jpeg'), 'PROFILE_PICTURE')).toBeUndefined();
    expect(fileProblem(file(2 * 1024 * 1024 + 1, 'image/png'), 'PROFILE_PICTURE')).toBe(
      'The file is too large: a profile picture can be at most 2 MB.',
    );
    expect(fileProblem(file(1000, 'image/gif', 'party.gif'), 'PROFILE_PICTURE')).toBe(
      'A profile picture must be a PNG, JPEG or WebP file.',
    );
    expect(fileProblem(file(0, 'image/png'), 'PROFILE_PICTURE')).toBe('The file is empty.');
  });
});

describe('uploadFile', () => {
  it('sends the file as multipart in the field `file` to its category, with the bearer token', async () => {
    const answer = {
      id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      category: 'PROFILE_PICTURE',
      name: 'me.png',
      contentType: 'image/png',
      size: 4,
      sha256: 'ab',
      createdAt: '2026-11-23T10:00:00.000Z',
      downloadPath: '/api/files/downloadFile/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(answer), { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    const picture = file(4, 'image/png');
    expect(await uploadFile('PROFILE_PICTURE', picture)).toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/files/uploadFile/PROFILE_PICTURE');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(((init.body as FormData).get('file') as File).name).toBe('me.png');
    // The browser writes the multipart Content-Type with its boundary.
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
  });
});
