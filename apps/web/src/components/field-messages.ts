/**
 * The shared schemas speak of fields by their API names ("checkOut must be after checkIn"); forms show
 * those messages under fields with their own labels, so the API names are swapped for the labels.
 */
export function readableFieldError(message: string | undefined, labels: Record<string, string>): string | undefined {
  if (!message) return undefined;
  // A date or month input that is empty or half typed gives '', which the schema calls not one ("Choose a date
  // (YYYY-MM-DD)."); the format is the API's, not what the person types.
  const unformatted = /^Choose a (date|month) \(/.exec(message);
  if (unformatted) return `Choose a ${unformatted[1]}.`;
  let text = message;
  for (const [name, label] of Object.entries(labels)) text = text.replace(new RegExp(`\\b${name}\\b`, 'g'), label);
  // "must be a date …" (no subject): the field's label is right above it.
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A field's aria-describedby: its hint, if it has one, and its error while one is shown. */
export function describedByIds(name: string, hasError: boolean, hint?: string): string | undefined {
  return [hint, hasError && `${name}-error`].filter(Boolean).join(' ') || undefined;
}
