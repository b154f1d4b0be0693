import { useState } from 'react';
import type { PunchKind } from '@staffdesk/shared/schemas/attendance';
import { getCurrentLocation, type Location } from '@/lib/geolocation';
import { toast } from '@/lib/toast';
import { usePunch } from './api/punch';

/**
 * Punches in or out with the browser's location when it gives one. A location that cannot be had is said
 * in a warning, and the punch goes ahead without it: nobody should miss a day for a denied permission.
 */
export function useCheckInOut() {
  const punch = usePunch();
  const [locating, setLocating] = useState(false);

  const checkInOut = async (kind: PunchKind) => {
    setLocating(true);
    let location: Location | undefined;
    try {
      location = await getCurrentLocation();
    } catch (error) {
      toast.warning(error instanceof Error ? error.message : 'Location unavailable');
    } finally {
      setLocating(false);
    }
    punch.mutate(
      { kind, ...location },
      {
        onSuccess: (event) =>
          toast.success(event.kind === 'IN' ? `Checked in at ${event.time}.` : `Checked out at ${event.time}.`),
      },
    );
  };

  return { checkInOut, locating, pending: locating || punch.isPending };
}
