import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** How long typing must pause before the list is searched: one query per word, not per key. */
export const SEARCH_DELAY_MS = 300;

interface DataTableSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Read by screen readers and shown as the placeholder: "Search requests". */
  label: string;
}

/** The search box of a list: calls back once typing pauses, and at once when cleared. */
export function DataTableSearch({ value, onChange, label }: DataTableSearchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string>();
  // The value can change from outside (back and forward, "Clear filters"): the box follows it, unless the
  // change is the text it sent itself, which the person may already have typed on from.
  if (value !== shown) {
    setShown(value);
    if (value !== sent) setText(value);
    setSent(undefined);
  }

  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  // Nothing to say when the box shows the value, or what it already said and awaits.
  const unsaid = text !== value && text !== sent;
  const send = useCallback(() => {
    setSent(text);
    latest.current(text);
  }, [text]);
  useEffect(() => {
    if (!unsaid) return;
    const timer = setTimeout(send, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unsaid, send]);

  const clear = () => {
    setText('');
    setSent('');
    if (value !== '') onChange('');
    input.current?.focus();
  };

  return (
    <div className="relative w-full sm:w-64">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={input}
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Leaving the box says what it holds at once: a link clicked within the pause would otherwise be
        // followed by the search, which would take its place in the history.
        onBlur={() => {
          if (unsaid) send();
        }}
        placeholder={`${label}…`}
        autoComplete="off"
        // The browser's own clear button would sit beside ours.
        className="pr-9 pl-8 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text !== '' && (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2"
          onClick={clear}
          aria-label="Clear search"
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
