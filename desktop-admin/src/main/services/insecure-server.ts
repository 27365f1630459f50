/** Where connect's "confirm plain http" problem points; the connect form asks when it sees it. */
export const INSECURE_POINTER = '/confirmInsecure';

/**
 * Whether a server address needs the admin's consent first: plain http to anything but this
 * machine, where the password and token would cross the network unencrypted. Local addresses
 * (a server run for testing) and https need none.
 */
export function needsInsecureConfirmation(server: string): boolean {
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local =
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  return !local;
}
