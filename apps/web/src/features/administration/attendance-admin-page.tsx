import { PageHeader } from '@/components/page-header';
import { CsvExportCard } from './csv-export-card';
import { HolidaysManagerCard } from './holidays-manager-card';

export function AttendanceAdminPage() {
  return (
    <>
      <PageHeader title="Attendance" description="Export the month's attendance and keep the holiday list." />
      <div className="grid max-w-4xl grid-cols-1 gap-6">
        <CsvExportCard />
        <HolidaysManagerCard />
      </div>
    </>
  );
}
