/** A page's `?id=` style parameter as an id; undefined when it is missing or not one. */
export function idParam(params: URLSearchParams, name: string): number | undefined {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
