import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { THEMES, useThemeStore, type Theme } from '@/lib/theme';
import { cn } from '@/lib/cn';

const OPTIONS: Record<Theme, { label: string; icon: typeof Sun; preview: string }> = {
  light: { label: 'Light', icon: Sun, preview: 'bg-zinc-100 [&>span]:bg-white' },
  dark: { label: 'Dark', icon: Moon, preview: 'bg-zinc-900 [&>span]:bg-zinc-700' },
  system: {
    label: 'System',
    icon: Monitor,
    preview: 'bg-gradient-to-r from-zinc-100 from-50% to-zinc-900 to-50% [&>span]:bg-zinc-400/60',
  },
};

export function AppearanceCard() {
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="theme-title">Appearance</CardTitle>
        <CardDescription>Choose a theme. System follows your device&apos;s light or dark setting.</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-labelledby="theme-title"
          value={theme}
          onValueChange={(v) => setTheme(v as Theme)}
          className="grid grid-cols-3 gap-3 sm:max-w-lg"
        >
          {THEMES.map((value) => {
            const { label, icon: Icon, preview } = OPTIONS[value];
            return (
              <RadioGroupItem
                key={value}
                value={value}
                aria-label={label}
                className={cn(
                  'group rounded-lg border-2 border-transparent p-1 text-left outline-none ring-offset-background',
                  'transition-colors hover:border-border focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  'data-[state=checked]:border-primary',
                )}
              >
                <div className={cn('flex h-16 flex-col gap-1.5 rounded-md border p-2', preview)} aria-hidden="true">
                  <span className="h-2 w-3/4 rounded-sm" />
                  <span className="h-2 w-1/2 rounded-sm" />
                </div>
                <span className="mt-2 flex items-center gap-1.5 px-1 pb-1 text-sm font-medium">
                  <Icon className="size-3.5" aria-hidden="true" />
                  {label}
                </span>
              </RadioGroupItem>
            );
          })}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
