const JSON_TYPES = ['application/json', 'application/octet-stream', ''];

/**
 * SPEC.md §5: the playlist upload takes JSON only. The server wants both the `.json` name and a
 * JSON type (or none the browser knows), so a file it would refuse is refused here first.
 */
export function isJsonFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.json') && JSON_TYPES.includes(file.type);
}
