const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream', ''];

/** SPEC.md §5: volume uploads take ZIPs only; the server wants the `.zip` name and a ZIP type (or none). */
export function isZipFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.zip') && ZIP_TYPES.includes(file.type);
}
