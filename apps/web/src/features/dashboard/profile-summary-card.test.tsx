import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TEmployeeRecord } from '@staffdesk/shared/schemas/organisation';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { employeeContextQueryOptions } from '@/lib/api/get-employee-context';
import { ProfileSummaryCard } from './profile-summary-card';

afterEach(cleanup);

const user = {
  userId: 7,
  username: 'sara',
  fullname: 'Sara Khan',
  userEmailId: 'sara@staffdesk.example',
  userContactNumber: null,
  userBirthDate: null,
  bloodGroup: null,
  profilePictureUrl: null,
  user2FAEnabled: false,
  userCreatedDate: '2026-11-20T04:30:00.000Z',
} as TUserContext;

function renderCard(dateOfJoining: string | null) {
  const client = new QueryClient();
  client.setQueryData(employeeContextQueryOptions().queryKey, { dateOfJoining } as TEmployeeRecord);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileSummaryCard user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProfileSummaryCard', () => {
  it('is a member since the date of joining, not since the account was made', () => {
    renderCard('2023-04-03');
    expect(screen.getByText('Member since April 03, 2023')).toBeTruthy();
  });

  it("is a member since the account's creation when no date of joining is recorded", () => {
    renderCard(null);
    expect(screen.getByText('Member since November 20, 2026')).toBeTruthy();
  });
});
