let counter = 0;

function nextId(): string {
  counter += 1;
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `client-${Date.now().toString(36)}-${counter}`;
}

/**
 * Gives each list item a unique client-side identifier (spec section 3), for React keys and row selection
 * where the server's rows have no stable id of their own (or several rows share one).
 */
export function withClientIds<T extends object>(items: readonly T[]): Array<T & { clientId: string }> {
  return items.map((item) => ({ ...item, clientId: nextId() }));
}
