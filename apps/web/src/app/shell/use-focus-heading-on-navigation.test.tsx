import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';

afterEach(cleanup);

function Shell() {
  useFocusHeadingOnNavigation();
  return (
    <main tabIndex={-1}>
      <button>Elsewhere</button>
      <Outlet />
    </main>
  );
}

/** A screen whose heading shows once its data is in. */
function SlowScreen() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Leaves</h1> : <p>Loading</p>;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { path: '/attendance', element: <h1>Attendance</h1> },
          { path: '/leaves', element: <SlowScreen /> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return { go: (to: string) => act(() => router.navigate(to)) };
}

describe('useFocusHeadingOnNavigation', () => {
  it('leaves focus alone on the first screen, then focuses the heading of each new one', async () => {
    const { go } = setup();
    expect(document.activeElement).toBe(document.body);
    await go('/attendance');
    const heading = screen.getByRole('heading', { name: 'Attendance' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('keeps focus where it is when only the query changes', async () => {
    const { go } = setup();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await go('/dashboard?month=2026-10');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('waits for a heading that renders late', async () => {
    const { go } = setup();
    await go('/leaves');
    const heading = await screen.findByRole('heading', { name: 'Leaves' });
    await expect.poll(() => document.activeElement).toBe(heading);
  });

  it('does not take focus back from a user who moved it while the heading was loading', async () => {
    const { go } = setup();
    await go('/leaves');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await screen.findByRole('heading', { name: 'Leaves' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
