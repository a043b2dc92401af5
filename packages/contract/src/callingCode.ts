/** Strips spaces, dashes and a leading '+' so '+91', '91' and ' 91 ' compare equal. No phone library needed. */
export function normaliseCallingCode(code: string): string {
  return code.replace(/[\s+-]/g, '');
}
