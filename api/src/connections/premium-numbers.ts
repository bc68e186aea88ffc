// Eighth hostile pass #9: a contact shared at an introduction was a premium-rate number. Calling it
// back costs the person called by the minute (a scam's oldest trick with older people), so such a
// number is never accepted as a contact. Ranges by their prefix after the country code; national
// forms only where the prefix cannot be an ordinary area code.

/** International prefixes, without '+' or '00': country code and the premium or shared-cost range. */
const INTERNATIONAL = [
  // North America: 1-900 and 1-976 pay lines.
  '1900',
  '1976',
  // Germany: 0900 premium, 0137 televoting, 0180 shared-cost service, 0190 (former premium).
  '49900',
  '49137',
  '49180',
  '49190',
  // Austria and Switzerland, whose 0900s are the same trick next door.
  '43900',
  '43901',
  '43930',
  '43931',
  '43939',
  '41900',
  '41901',
  '41906',
  // United Kingdom: every 09 number is premium-rate.
  '449',
];

/** National forms: Germany's, Austria's and Switzerland's ranges, North America's with its 1. */
const NATIONAL = [
  '0900',
  '0901',
  '0906',
  '0930',
  '0931',
  '0939',
  '0137',
  '0180',
  '0190',
  '1900',
  '1976',
];

// A North American number without its leading 1: ten digits from the area code.
const NORTH_AMERICAN_PAY_LINE = /^(?:900|976)\d{7}$/u;

/** Whether a phone number (as `cleanPhone` accepted it) is a premium-rate or shared-cost number. */
export function isPremiumRate(phone: string): boolean {
  const trimmed = phone.trim();
  // '+49 (0) 900…': the national 0 written beside the country code is not dialled.
  const digits = trimmed.replace(/\(0\)/gu, '').replace(/\D/gu, '');
  if (trimmed.startsWith('+') || digits.startsWith('00')) {
    const international = trimmed.startsWith('+') ? digits : digits.slice(2);
    return INTERNATIONAL.some((prefix) => international.startsWith(prefix));
  }
  return (
    NATIONAL.some((prefix) => digits.startsWith(prefix)) || NORTH_AMERICAN_PAY_LINE.test(digits)
  );
}
