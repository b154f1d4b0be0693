/** "₹1,250.50" for INR, "USD 12.00" otherwise: an amount as the screens and the server's messages write it. */
export function formatMoney(amount: number, currency = 'INR'): string {
  const digits = Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency === 'INR' ? `₹${digits}` : `${currency} ${digits}`;
}
