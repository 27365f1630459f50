// Proves the Paths tab lists the published paths, loads one into the editor, and publishes only
// after a dry run the admin reviewed; a refused path shows each problem and publishes nothing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeContent } from '@camino/schemas/content-encoding';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import PathsTab from './paths-tab';

const week = {
  id: 'first-week',
  title: { en: 'Your first week', es: 'Tu primera semana' },
  description: { en: 'Seven days.', es: 'Siete días.' },
  start: 'on-join' as const,
  days: [{ gospel: true as const }],
};

describe('PathsTab', () => {
  let saves: Array<{ dryRun: boolean; body: unknown }>;
  let refuse: boolean;
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    saves = [];
    refuse = false;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://x');
        if (url.pathname === '/api/admin/paths') {
          return contractResponse('GET /admin/paths', {
            paths: [
              {
                id: 'first-week',
                title: week.title,
                start: 'on-join',
                day_count: 1,
                updated_at: '2026-11-27T10:00:00.000Z',
              },
            ],
          });
        }
        if (url.pathname === '/api/admin/path/first-week') {
          return contractResponse('GET /admin/path/:id', {
            id: 'first-week',
            encoded_content: encodeContent(JSON.stringify(week)),
          });
        }
        if (url.pathname === '/api/admin/path' && init?.method === 'PUT') {
          const dryRun = url.searchParams.get('dry_run') === '1';
          saves.push({ dryRun, body: JSON.parse(String(init.body)) });
          if (refuse) {
            return errorResponse(422, 'invalid_body', {
              detail: 'The body is not valid',
              errors: [
                {
                  pointer: '/days/0/chapters/0',
                  code: 'path_chapter_missing',
                  params: { volume: 9, index: 1 },
                  message: 'names chapter 9-1, which is not published',
                },
              ],
            });
          }
          return contractResponse('PUT /admin/path', {
            message: dryRun
              ? "Reading path 'first-week' would be published"
              : "Reading path 'first-week' published",
            id: 'first-week',
            changes: [
              {
                kind: 'path',
                key: 'first-week',
                status: 'changed',
                fields: [{ pointer: '/title/en', before: 'a', after: 'b' }],
              },
            ],
            revision: dryRun ? null : 7,
            ...(dryRun ? { dry_run: true as const } : {}),
          });
        }
        throw new Error(`unexpected ${url.pathname}`);
      }),
    );
  });

  it('edits a path and publishes it after its dry run', async () => {
    renderWithApp(<PathsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByTestId('path-editor');
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual(week);
    fireEvent.click(screen.getByTestId('path-check'));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('path-published')).toHaveTextContent(
      "Reading path 'first-week' published",
    );
    expect(saves.map((s) => s.dryRun)).toEqual([true, false]);
    expect(saves[1]!.body).toEqual(week);
  });

  it('shows each problem of a refused path and publishes nothing', async () => {
    refuse = true;
    renderWithApp(<PathsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'New path' }));
    fireEvent.click(screen.getByTestId('path-check'));
    const refused = await screen.findByTestId('path-refused');
    expect(refused).toHaveTextContent('names chapter 9-1, which is not published');
    await waitFor(() => expect(saves.map((s) => s.dryRun)).toEqual([true]));
  });

  it('says where a text is not JSON, before asking the server', async () => {
    renderWithApp(<PathsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'New path' }));
    fireEvent.change(screen.getByTestId('path-editor'), { target: { value: '{ nope' } });
    fireEvent.click(screen.getByTestId('path-check'));
    expect(await screen.findByTestId('path-syntax')).toHaveTextContent('This is not valid JSON');
    expect(saves).toEqual([]);
  });
});
