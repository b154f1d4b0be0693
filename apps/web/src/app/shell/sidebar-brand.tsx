import { Link } from 'react-router';
import { DASHBOARD_PATH } from '@staffdesk/shared/routes';
import { BrandMark } from '@/components/brand-mark';

export function SidebarBrand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={DASHBOARD_PATH}
      onClick={onNavigate}
      className="flex h-14 items-center gap-2 px-5 font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <BrandMark />
      Staffdesk
    </Link>
  );
}
