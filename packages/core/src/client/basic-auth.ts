/** `Basic base64(refId:password)`, UTF-8 safe (btoa alone breaks on non-Latin-1 input). */
export function basicAuthorization(refId: string, password: string): string {
  const bytes = new TextEncoder().encode(`${refId}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
