import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it.each([
    ['h-9 px-4 py-2', 'h-8 px-3', 'py-2 h-8 px-3'],
    ['px-3 py-1', 'pr-10', 'px-3 py-1 pr-10'],
    ['p-2', 'px-4', 'p-2 px-4'],
    ['px-4', 'p-2', 'p-2'],
    ['size-9', 'size-7', 'size-7'],
    ['size-9', 'h-5', 'size-9 h-5'],
    ['border shadow-xs', 'border-0 shadow-none sm:border sm:shadow-xs', 'border-0 shadow-none sm:border sm:shadow-xs'],
    ['text-sm text-muted-foreground', 'text-lg', 'text-muted-foreground text-lg'],
    ['text-sm text-muted-foreground', 'text-destructive', 'text-sm text-destructive'],
    ['bg-primary text-primary-foreground', 'bg-transparent', 'text-primary-foreground bg-transparent'],
    ['border-input', 'border-destructive', 'border-destructive'],
    ['border border-input', 'border-2', 'border-input border-2'],
    ['flex h-9 w-full', 'hidden', 'h-9 w-full hidden'],
    ['has-[>svg]:px-3', 'has-[>svg]:px-2.5', 'has-[>svg]:px-2.5'],
    ['rounded-md', 'rounded-full', 'rounded-full'],
    ['gap-2', 'gap-1.5', 'gap-1.5'],
    ['font-medium', 'font-semibold', 'font-semibold'],
    ['justify-center', 'justify-self-center', 'justify-center justify-self-center'],
    ['flex-col', 'flex-1', 'flex-col flex-1'],
  ])('merges %s with %s', (base, override, expected) => {
    expect(cn(base, override)).toBe(expected);
  });

  it.each([
    ['animate-spin', 'animate-pulse', 'animate-pulse'],
    ['cursor-pointer', 'cursor-not-allowed', 'cursor-not-allowed'],
    ['inset-0', 'inset-x-4', 'inset-0 inset-x-4'],
    ['inset-x-4', 'inset-0', 'inset-0'],
    ['whitespace-nowrap', 'whitespace-normal', 'whitespace-normal'],
  ])('merges %s with %s, a family the components never had to list', (base, override, expected) => {
    expect(cn(base, override)).toBe(expected);
  });

  it('keeps classes that do not conflict and drops falsy inputs', () => {
    expect(cn('animate-spin', false, undefined, 'backdrop-blur', { 'sr-only': true, 'not-sr-only': false })).toBe(
      'animate-spin backdrop-blur sr-only',
    );
  });
});
