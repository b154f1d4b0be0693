import { useState } from 'react';

interface TypedValueOptions {
  /** The value the form holds (an ISO date or month), '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The value as the field shows it, in the company's order. */
  show: (value: string) => string;
  /** The typed text as a value; null when it is none. `left`: the field is being left, so a short form counts. */
  read: (text: string, left: boolean) => string | null;
  /** Whether the text is long enough to be whole, so that one that is not real is said at once. */
  isWhole: (text: string) => boolean;
  /** Why a value cannot be chosen, in a sentence; undefined when it can. */
  why: (value: string) => string | undefined;
  /** What is said of a text that is not a value: how to type one. */
  howToType: string;
}

/**
 * The typed half of the date and month fields: what the field shows, the value it stands for, and the
 * problem said under it. A value set from outside (a reset, the calendar) is shown in the company's
 * order; what was typed stays as typed until the field is left.
 */
export function useTypedValue({ value, onChange, show, read, isWhole, why, howToType }: TypedValueOptions) {
  const [problem, setProblem] = useState<string>();
  const [shown, setShown] = useState({ value, text: show(value) });
  if (shown.value !== value) setShown({ value, text: show(value) });

  const take = (text: string, next: string) => {
    setShown({ value: next, text });
    if (next !== value) onChange(next);
  };
  const typed = (text: string) => {
    const next = read(text, false);
    const refused = next ? why(next) : undefined;
    setProblem(refused ?? (!next && isWhole(text) ? howToType : undefined));
    take(text, next && !refused ? next : '');
  };
  const left = (text: string) => {
    if (text.trim() === '') return;
    const next = read(text, true);
    if (!next) return setProblem(howToType);
    const refused = why(next);
    setProblem(refused);
    take(refused ? text : show(next), refused ? '' : next);
  };
  const picked = (next: string) => {
    setProblem(undefined);
    take(show(next), next);
  };
  return { text: shown.text, problem, typed, left, picked };
}
