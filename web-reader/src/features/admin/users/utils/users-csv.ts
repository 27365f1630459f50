import type { AdminUser } from '@camino/schemas/api/admin-users';
import { toCsv } from './csv';

/** SPEC.md §9: the export's columns, in order, with these exact headers. */
export const USERS_CSV_HEADERS = [
  'ID',
  'Nombre',
  'Apellido',
  'Email',
  'Fecha de Registro',
  'Estado',
  'Videos Vistos',
  'Volúmenes Accedidos',
  'Lista de Volúmenes',
  'Última Actividad',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` in UTC, a form spreadsheets read as a date; empty when absent. */
export function csvTimestamp(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** The users export as CSV text (BOM included). Headers are Spanish, so the values are too. */
export function usersCsv(users: readonly AdminUser[]): string {
  const rows = users.map((user) => [
    user.id,
    user.first_name,
    user.last_name,
    user.email ?? user.username ?? '',
    csvTimestamp(user.created_at),
    user.is_active ? 'Activo' : 'Inactivo',
    user.total_videos_watched,
    user.volumes_accessed,
    user.volumes_list.join(', '),
    csvTimestamp(user.last_activity),
  ]);
  return toCsv([USERS_CSV_HEADERS, ...rows]);
}

/** `usuarios_{YYYY-MM-DD}.csv`, dated in the admin's own time zone. */
export function usersCsvFilename(now: Date = new Date()): string {
  return `usuarios_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
