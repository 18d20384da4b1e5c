// Phones shown to people are masked one way everywhere (issue 26 §5): the first three and the
// last four digits, 138****5678. Anything that is not an 11-digit number shows nothing of itself.

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return /^1\d{10}$/.test(digits) ? `${digits.slice(0, 3)}****${digits.slice(7)}` : '***';
}
