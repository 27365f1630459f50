/**
 * An IANA time zone as the reader sends it (`Intl.DateTimeFormat().resolvedOptions().timeZone`):
 * the schema checks its shape, the server that it is a zone it knows.
 */
export const timeZoneSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$',
  description: "The member's IANA time zone (e.g. Europe/Madrid): their days are counted in it.",
} as const;
