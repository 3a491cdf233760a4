/** `jane.doe@example.com` → `j***@example.com`: enough to correlate logs, never the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
