import { useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';

/** Below the lg breakpoint the sidebar becomes a sheet opened from the header. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Screens you can open</SheetDescription>
        <SidebarBrand onNavigate={close} />
        <SidebarNav onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
