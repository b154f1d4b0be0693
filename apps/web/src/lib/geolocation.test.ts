import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_NOT_SUPPORTED, LOCATION_TIMED_OUT, getCurrentLocation } from './geolocation';

type Success = (p: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (e: { code: number; TIMEOUT: number; PERMISSION_DENIED: number; message: string }) => void;

function stubGeolocation(impl: ((ok: Success, fail: Failure, options: PositionOptions) => void) | undefined) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: impl ? { getCurrentPosition: vi.fn(impl) } : undefined });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getCurrentLocation', () => {
  it('resolves with latitude and longitude', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 12.97, longitude: 77.59 } }));
    await expect(getCurrentLocation()).resolves.toEqual({ latitude: 12.97, longitude: 77.59 });
  });

  it("fails with 'Geolocation not supported' without browser support", async () => {
    stubGeolocation(undefined);
    await expect(getCurrentLocation()).rejects.toThrow(GEOLOCATION_NOT_SUPPORTED);
    expect(GEOLOCATION_NOT_SUPPORTED).toBe('Geolocation not supported');
  });

  it("fails with 'Location request timed out' after 5000 ms by default, even with the prompt unanswered", async () => {
    vi.useFakeTimers();
    let options: PositionOptions | undefined;
    stubGeolocation((_ok, _fail, o) => (options = o));
    const pending = getCurrentLocation();
    const assertion = expect(pending).rejects.toThrow('Location request timed out');
    expect(options?.timeout).toBe(5000);
    vi.advanceTimersByTime(4999);
    vi.advanceTimersByTime(1);
    await assertion;
  });

  it("maps the browser's own timeout to the same message and honours a custom timeout", async () => {
    stubGeolocation((_ok, fail, o) => {
      expect(o.timeout).toBe(1000);
      fail({ code: 3, TIMEOUT: 3, PERMISSION_DENIED: 1, message: 'Timeout expired' });
    });
    await expect(getCurrentLocation(1000)).rejects.toThrow(LOCATION_TIMED_OUT);
  });

  it('says in its own words that location is off and where to turn it on, not the browser\'s "User denied Geolocation"', async () => {
    stubGeolocation((_ok, fail) =>
      fail({ code: 1, TIMEOUT: 3, PERMISSION_DENIED: 1, message: 'User denied Geolocation' }),
    );
    await expect(getCurrentLocation()).rejects.toThrow(
      "Location is off, so this punch has no location. You can turn it on in your browser's site settings.",
    );
  });

  it('passes other failures through with their message', async () => {
    stubGeolocation((_ok, fail) =>
      fail({ code: 2, TIMEOUT: 3, PERMISSION_DENIED: 1, message: 'Position unavailable' }),
    );
    await expect(getCurrentLocation()).rejects.toThrow('Position unavailable');
  });
});
