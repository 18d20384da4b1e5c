/**
 * The one way a phone number is shown to anyone but its owner: 13800000001 -> 138****0001 (lottery
 * winners, sign-up tickers, second-hand sellers, the owner's own profile). Anything that is not
 * 11 digits shows as *** so no partial number leaks.
 */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '***';
}
