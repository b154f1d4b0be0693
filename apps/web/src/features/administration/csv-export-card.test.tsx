import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CsvExportCard } from './csv-export-card';

vi.mock('@/lib/office-time', () => ({ useOfficeToday: () => '2026-11-24' }));

afterEach(cleanup);

describe('the attendance export card', () => {
  it("explains the file's codes under the button, the file keeping to its table", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CsvExportCard />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    const codes = within(screen.getByRole('list', { name: 'Codes of the file' }));
    const items = codes.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('h:mm present: the hours worked');
    expect(items).toContain('WO weekend');
    expect(items).toContain('MP missing punch');
    expect(items).toHaveLength(11);
  });
});
