/** An ISO date as a person types it in the company's locale (en-IN, the default): "05/01/2026". */
export function typedDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
