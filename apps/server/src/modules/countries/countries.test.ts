import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

type Country = { code: string; name: string; flag: string };
type State = { code: string; name: string };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenOf('employee');
});
afterAll(() => t.close());

describe('GET /api/countries', () => {
  it('lists every country by name with its code and flag, cacheable by the browser for a day', async () => {
    const res = await t.as(token, { method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const body = res.json() as Country[];
    expect(body.length).toBeGreaterThan(240);
    expect(body.find((c) => c.code === 'IN')).toEqual({ code: 'IN', name: 'India', flag: '🇮🇳' });
    expect(body.find((c) => c.code === 'DE')!.name).toBe('Germany');
    const names = body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(body.map((c) => c.code)).size).toBe(body.length);
    for (const c of body) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('India');
  });
});

describe('GET /api/countries/{code}/states', () => {
  it("lists a country's states by name, cacheable, whatever the case of the code", async () => {
    const res = await t.as(token, { method: 'GET', url: '/api/countries/in/states' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const body = res.json() as State[];
    expect(body).toContainEqual({ code: 'KA', name: 'Karnataka' });
    expect(body).toContainEqual({ code: 'MH', name: 'Maharashtra' });
    expect(body.map((s) => s.name)).toEqual(body.map((s) => s.name).sort((a, b) => a.localeCompare(b, 'en')));
    const us = (await t.as(token, { method: 'GET', url: '/api/countries/US/states' })).json() as State[];
    expect(us).toContainEqual({ code: 'CA', name: 'California' });
    expect(us.some((s) => s.code === 'KA')).toBe(false);
  });

  it('answers an empty list for a country without states', async () => {
    const res = await t.as(token, { method: 'GET', url: '/api/countries/VA/states' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for a code no country has, and 400 naming the field for one that is not a code', async () => {
    const unknown = await t.as(token, { method: 'GET', url: '/api/countries/ZZ/states' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No country has the code ZZ.');
    // An answer that is not the country's states is not kept a day: like every API answer, it is not stored.
    expect(unknown.headers['cache-control']).toBe('no-store');
    const bad = await t.as(token, { method: 'GET', url: '/api/countries/IND/states' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Give the code as a two-letter country code');
  });
});
