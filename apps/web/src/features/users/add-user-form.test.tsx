import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { AddUserForm } from './add-user-form';
import { USER_LISTING_PATH } from './paths';

const hrHead = { userId: 5, fullname: 'Priya Iyer', userRoleList: ['HR_HEAD'] } as TUserContext;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
/** What the server answers POST /api/register-user. */
let answerRegister: () => Response;

beforeEach(() => {
  answerRegister = () => json({ fullname: 'Nisha Joiner', temporaryPassword: 'Kq7mWx2pLr9tZb' }, 201);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/master') return json({ genders: [{ code: 'FEMALE', label: 'Female' }] });
    if (url === '/api/users/departments') return json(['Engineering']);
    if (url === '/api/users/reporting-managers')
      return json([
        { userId: 9, fullname: 'Maya Nair', username: 'maya', userEmailId: 'm@x.in', designation: 'Tech Lead' },
      ]);
    if (url === '/api/countries') return json([{ code: 'IN', name: 'India' }]);
    if (url === '/api/countries/IN/states') return json([{ code: 'KA', name: 'Karnataka' }]);
    if (url === '/api/register-user' && init.method === 'POST') return answerRegister();
    return json({ message: 'Not found.' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userContextQueryOptions().queryKey, hrHead);
  const router = createMemoryRouter(
    [
      { path: '/add', element: <AddUserForm /> },
      { path: USER_LISTING_PATH, element: <h1>User Registration</h1> },
    ],
    { initialEntries: ['/add'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const registrations = () =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/register-user' && init.method === 'POST');

async function fillRequired(user: ReturnType<typeof userEvent.setup>, username = 'nisha.joiner') {
  await user.type(screen.getByLabelText('First name'), 'Nisha');
  await user.type(screen.getByLabelText('Last name'), 'Joiner');
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Work email'), 'nisha@staffdesk.example');
  await user.type(screen.getByLabelText('Date of joining'), '01122026');
}

// Each test types a whole form: more than the default 5 s on a busy two-core machine.
describe('AddUserForm', { timeout: 20_000 }, () => {
  it('says what is missing under each field, takes the focus to the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(document.getElementById('firstname-error')?.textContent).toBe('Give a first name.');
    expect(document.getElementById('lastname-error')?.textContent).toBe('Give a last name.');
    expect(document.getElementById('dateOfJoining-error')?.textContent).toBe('Give the date of joining.');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(registrations()).toHaveLength(0);
  });

  it('sends the address as one text and the manager by id, then shows the one-time password', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.selectOptions(
      await screen.findByLabelText('Reporting manager'),
      await screen.findByRole('option', { name: 'Maya Nair (Tech Lead)' }),
    );
    await user.type(screen.getByLabelText('Street and city'), '12 MG Road, Bengaluru');
    await user.selectOptions(screen.getByLabelText('Country'), await screen.findByRole('option', { name: 'India' }));
    await user.selectOptions(screen.getByLabelText('State'), await screen.findByRole('option', { name: 'Karnataka' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Temporary Password for Nisha Joiner' });
    expect(within(dialog).getByLabelText('Temporary password').textContent).toBe('Kq7mWx2pLr9tZb');
    const body = JSON.parse(String(registrations()[0]![1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'nisha.joiner',
      firstname: 'Nisha',
      lastname: 'Joiner',
      userEmailId: 'nisha@staffdesk.example',
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: '2026-12-01',
      reportingManagerId: 9,
      currentAddress: '12 MG Road, Bengaluru, Karnataka, India',
    });
    expect(body).not.toHaveProperty('addressLine');
    expect(body).not.toHaveProperty('country');
    expect(body).not.toHaveProperty('userBirthDate');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'User Registration' })).toBeTruthy();
  });

  it("puts the server's refusal of a field under it, with the focus", async () => {
    answerRegister = () =>
      json({ message: 'This username is taken.', errorDetails: ['username: This username is taken.'] }, 409);
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user, 'employee');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(document.getElementById('username-error')?.textContent).toBe('This username is taken.'));
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
