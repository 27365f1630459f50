/**
 * A number of the URL (a volume, a theme id) when the segment is digits only and names one from
 * 1 to `max`, else null. Digits only: Number() would also read '1e3', ' 7' and '0x1F'.
 */
export function wholeNumberParam(value: string | undefined, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}
