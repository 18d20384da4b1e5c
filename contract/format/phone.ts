/**
 * The one way a phone number is shown to anyone but its owner: the first three
 * and the last four digits, 13800000001 -> 138****0001 (lottery winners, sign-up tickers,
 * second-hand sellers, the owner's own profile). Anything that is not an 11-digit number shows as
 * *** so no partial number leaks.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return /^1\d{10}$/.test(digits) ? `${digits.slice(0, 3)}****${digits.slice(7)}` : '***';
}
