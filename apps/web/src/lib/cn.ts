import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge with a config of the utility families our components actually override, instead of the
 * default config of every Tailwind class: the default alone is about 8 KB gzipped, which the login page's
 * JavaScript budget cannot carry. A class outside these families is kept as written (plain clsx joining).
 * cn.test.ts holds the overrides the components rely on; add a family here when a new override needs one.
 */
const any = () => true;
const FONT_SIZES = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'];
const isFontSize = (value: string) => FONT_SIZES.includes(value);
const isBorderWidth = (value: string) => /^\d+$/.test(value) || /^\[\d/.test(value);
const isShadowSize = (value: string) => ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner'].includes(value);

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
      'table',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    p: [{ p: [any] }],
    px: [{ px: [any] }],
    py: [{ py: [any] }],
    pt: [{ pt: [any] }],
    pr: [{ pr: [any] }],
    pb: [{ pb: [any] }],
    pl: [{ pl: [any] }],
    m: [{ m: [any] }],
    mx: [{ mx: [any] }],
    my: [{ my: [any] }],
    mt: [{ mt: [any] }],
    mr: [{ mr: [any] }],
    mb: [{ mb: [any] }],
    ml: [{ ml: [any] }],
    w: [{ w: [any] }],
    h: [{ h: [any] }],
    size: [{ size: [any] }],
    'min-w': [{ 'min-w': [any] }],
    'max-w': [{ 'max-w': [any] }],
    'min-h': [{ 'min-h': [any] }],
    'max-h': [{ 'max-h': [any] }],
    gap: [{ gap: [any] }],
    'gap-x': [{ 'gap-x': [any] }],
    'gap-y': [{ 'gap-y': [any] }],
    'grid-cols': [{ 'grid-cols': [any] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    flex: [{ flex: [any] }],
    items: [{ items: [any] }],
    justify: [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] }],
    'justify-items': [{ 'justify-items': [any] }],
    'justify-self': [{ 'justify-self': [any] }],
    self: [{ self: [any] }],
    'font-size': [{ text: [isFontSize] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [any] }],
    'font-weight': [
      { font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] },
    ],
    leading: [{ leading: [any] }],
    tracking: [{ tracking: [any] }],
    bg: [{ bg: [any] }],
    opacity: [{ opacity: [any] }],
    rounded: ['rounded', { rounded: [any] }],
    'border-w': ['border', { border: [isBorderWidth] }],
    'border-w-x': ['border-x', { 'border-x': [isBorderWidth] }],
    'border-w-y': ['border-y', { 'border-y': [isBorderWidth] }],
    'border-w-t': ['border-t', { 'border-t': [isBorderWidth] }],
    'border-w-r': ['border-r', { 'border-r': [isBorderWidth] }],
    'border-w-b': ['border-b', { 'border-b': [isBorderWidth] }],
    'border-w-l': ['border-l', { 'border-l': [isBorderWidth] }],
    'border-color': [{ border: [any] }],
    shadow: ['shadow', { shadow: [isShadowSize] }],
    'shadow-color': [{ shadow: [any] }],
    overflow: [{ overflow: [any] }],
    z: [{ z: [any] }],
    top: [{ top: [any] }],
    right: [{ right: [any] }],
    bottom: [{ bottom: [any] }],
    left: [{ left: [any] }],
    'ring-w': ['ring', { ring: [isBorderWidth] }],
    'ring-color': [{ ring: [any] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    gap: ['gap-x', 'gap-y'],
    'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
    'font-size': ['leading'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: ['before', 'after', 'file', 'marker', 'selection', '*', '**'],
}));

/** Joins class names and lets a later Tailwind class override an earlier one (shadcn convention). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
