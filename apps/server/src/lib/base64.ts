const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict base64 (a data: URL prefix allowed): Buffer.from would silently skip junk. */
export function decodeBase64(content: string): Buffer | undefined {
  const raw = content.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (raw.length === 0 || raw.length % 4 !== 0 || !BASE64.test(raw)) return undefined;
  return Buffer.from(raw, 'base64');
}
