import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@camino/schemas/api/admin-users';
import { csvTimestamp, usersCsv, usersCsvFilename } from './users-csv';

const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 1,
  first_name: 'Ana',
  last_name: 'López',
  email: 'ana@example.org',
  username: null,
  user_type: 'user',
  created_at: '2026-03-04T05:06:07.000Z',
  is_active: true,
  total_videos_watched: 12,
  volumes_accessed: 2,
  volumes_list: [1, 3],
  last_activity: null,
  ...over,
});

describe('usersCsv', () => {
  it('has the BOM, the spec columns and one CRLF line per user', () => {
    const csv = usersCsv([
      user({}),
      user({
        id: 2,
        first_name: '=cmd|"/c calc"!A1',
        last_name: 'Núñez',
        email: null,
        username: 'admin',
        user_type: 'admin',
        is_active: false,
        volumes_list: [],
        volumes_accessed: 0,
        total_videos_watched: 0,
        last_activity: '2026-11-21T23:59:01.000Z',
      }),
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines[0]).toBe(
      'ID,Nombre,Apellido,Email,Fecha de Registro,Estado,Videos Vistos,Volúmenes Accedidos,Lista de Volúmenes,Última Actividad',
    );
    expect(lines[1]).toBe('1,Ana,López,ana@example.org,2026-03-04 05:06:07,Activo,12,2,"1, 3",');
    expect(lines[2]).toBe(
      `2,"'=cmd|""/c calc""!A1",Núñez,admin,2026-03-04 05:06:07,Inactivo,0,0,,2026-11-21 23:59:01`,
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });
});

describe('csvTimestamp', () => {
  it('reads ISO times as UTC and leaves a missing one empty', () => {
    expect(csvTimestamp('2026-01-02T03:04:05.000Z')).toBe('2026-01-02 03:04:05');
    expect(csvTimestamp(null)).toBe('');
  });
});

describe('usersCsvFilename', () => {
  it('is usuarios_{YYYY-MM-DD}.csv', () => {
    expect(usersCsvFilename(new Date(2026, 0, 5, 10))).toBe('usuarios_2026-01-05.csv');
  });
});
