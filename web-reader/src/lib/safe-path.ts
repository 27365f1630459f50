/**
 * A path of this site ("/temas?letter=O"), or the fallback: query parameters such as `from` and
 * `redirect` must never send the reader to another site (`//host`, `https://…`, `/\host`).
 */
export function safeInternalPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return fallback;
  return value;
}
