/** How the date pickers' calendars look: one look for the range and the single-day fields. */
export const CALENDAR_CLASS_NAMES = {
  root: 'relative text-sm',
  months: 'relative',
  month_caption: 'flex h-8 items-center justify-center font-medium',
  nav: 'absolute inset-x-0 top-0 flex justify-between',
  button_previous: 'inline-flex size-8 items-center justify-center rounded-md hover:bg-accent disabled:opacity-40',
  button_next: 'inline-flex size-8 items-center justify-center rounded-md hover:bg-accent disabled:opacity-40',
  chevron: 'size-4 fill-current',
  month_grid: 'mt-2 border-collapse',
  weekday: 'w-9 pb-1 text-xs font-normal text-muted-foreground',
  day: 'size-9 p-0 text-center rounded-md',
  day_button: [
    'inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-accent',
    'focus-visible:ring-[3px] focus-visible:ring-ring/50',
    'disabled:cursor-not-allowed disabled:line-through disabled:hover:bg-transparent',
  ].join(' '),
  outside: 'text-muted-foreground',
  disabled: 'text-muted-foreground',
  today: 'font-semibold underline underline-offset-4',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground',
  range_middle: '[&>button]:bg-primary/20 [&>button]:text-foreground',
  weekend: '',
};
