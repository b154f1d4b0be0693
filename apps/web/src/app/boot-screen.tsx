/** What shows while the first route loads: the loading bar alone, over an empty page in the theme's colours. */
export function BootScreen() {
  return (
    <div role="status" aria-label="Loading" className="fixed inset-x-0 top-0 h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-loading-bar bg-primary" />
    </div>
  );
}
