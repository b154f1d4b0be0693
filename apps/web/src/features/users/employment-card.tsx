import type { TEmployeeRecord } from '@staffdesk/shared/schemas/organisation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { formatDate } from '@/lib/dates';

/** Where one's punches are expected: "12.9716, 77.5946, within 200 m". */
export function workLocationText(location: TEmployeeRecord['workLocation']): string {
  if (!location) return 'Not set';
  const place = `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}`;
  return location.radiusMeters ? `${place}, within ${location.radiusMeters} m` : place;
}

/** The employment facts of one's record, as HR keeps them: read-only here. */
export function employmentFacts(record: TEmployeeRecord): { label: string; value: string }[] {
  const { officeHours } = record;
  return [
    { label: 'Employee code', value: record.employeeCode },
    { label: 'Department', value: record.department ?? 'Not set' },
    { label: 'Designation', value: record.designation ?? 'Not set' },
    { label: 'Reporting manager', value: record.reportingManagerName ?? 'None' },
    { label: 'Date of joining', value: formatDate(record.dateOfJoining, 'Not set') },
    { label: 'Office hours', value: `${officeHours.start} – ${officeHours.end} (${officeHours.timeZone})` },
    { label: 'Work location', value: workLocationText(record.workLocation) },
  ];
}

export function EmploymentCard() {
  const { data: record, isPending, isError, refetch } = useEmployeeContext();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Employment</CardTitle>
        <CardDescription>Kept by HR: ask them to change any of these.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-32" aria-busy="true" />
        ) : isError || !record ? (
          <LoadError
            title="Your employment details could not be loaded."
            onRetry={() => void refetch()}
            className="py-8"
          />
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            {employmentFacts(record).map((fact) => (
              <div key={fact.label} className="min-w-0">
                <dt className="text-xs text-muted-foreground">{fact.label}</dt>
                <dd className="text-sm font-medium break-words">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
