import { describe, expect, it } from 'vitest';
import { withClientIds } from './client-ids';

describe('withClientIds', () => {
  it('adds a unique clientId to every item and keeps the fields', () => {
    const items = withClientIds([{ date: '2026-01-05' }, { date: '2026-01-05' }, { date: '2026-01-06' }]);
    expect(items.map((i) => i.date)).toEqual(['2026-01-05', '2026-01-05', '2026-01-06']);
    expect(new Set(items.map((i) => i.clientId)).size).toBe(3);
  });

  it('does not change the items it was given', () => {
    const original = [{ id: 1 }];
    withClientIds(original);
    expect(original[0]).toEqual({ id: 1 });
  });
});
