// The Translations tab against a mocked API: the list grouped as the library is, with counts and
// badges in both languages, and the editor's Save, Still valid and Delete, each through its dry run.
import type { TranslationDetail, TranslationItem } from '@camino/schemas/api/translations';
import { problem } from '@camino/schemas/messages/render-problem';
import type { TemaUpload } from '@camino/schemas/tema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import TranslationsTab from './translations-tab';

const listed = (
  kind: TranslationItem['kind'],
  key: string,
  title: string,
  status: 'missing' | 'current' | 'stale',
): TranslationItem => ({
  kind,
  key,
  volume: kind === 'tema' || kind === 'about' ? null : Number(key.split('/')[0]),
  title,
  source_hash: 'now',
  translations:
    status === 'missing'
      ? []
      : [
          {
            lang: 'en',
            status,
            made_from: status === 'stale' ? 'before' : 'now',
            updated_at: '2026-11-01T10:00:00Z',
          },
        ],
});

const ITEMS: TranslationItem[] = [
  listed('playlist', '1', 'El comienzo', 'current'),
  listed('main_file', '1/2', 'Capítulo dos', 'stale'),
  listed('main_file', '1/1', 'Capítulo uno', 'current'),
  listed('optional_file', '1/1', 'Extra uno', 'missing'),
  listed('tema', 'perdon', 'Perdón', 'stale'),
  listed('about', 'about', 'Acerca de', 'missing'),
];

const source: TemaUpload = {
  title: 'Perdón',
  items: [
    {
      info: { volume: 2, index: 4, date: '9 de marzo', link: '[Volumen 2, capítulo 4](/volume/2?chapter=4)' },
      dialogue_summary: [{ speaker: 'Maestro', summary: 'Perdonar setenta veces siete.' }],
    },
  ],
};
const english: TemaUpload = {
  title: 'Forgiveness',
  items: [
    { ...source.items[0]!, dialogue_summary: [{ speaker: 'Teacher', summary: 'Forgive seventy times.' }] },
  ],
};

const detail = (translation: TranslationDetail['translation']): TranslationDetail => ({
  kind: 'tema',
  key: 'perdon',
  lang: 'en',
  source: { content: source, hash: 'now' },
  translation,
});
const stale = detail({
  content: english,
  status: 'stale',
  made_from: 'before',
  updated_at: '2026-11-01T10:00:00Z',
});

const changed = [
  {
    kind: 'tema' as const,
    key: 'perdon',
    status: 'changed' as const,
    fields: [
      {
        pointer: '/items/0/dialogue_summary/0/summary',
        before: 'Forgive seventy times.',
        after: 'Forgive always.',
      },
    ],
  },
];

interface Call {
  method: string;
  path: string;
  dryRun: boolean;
  body: unknown;
}

describe('TranslationsTab', () => {
  let calls: Call[];
  let stored: TranslationDetail;
  let writeAnswer: (call: Call) => Response;

  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    calls = [];
    stored = stale;
    writeAnswer = (call) =>
      contractResponse('PUT /admin/translation', {
        message: 'ok',
        status: 'current',
        changes: changed,
        ...(call.dryRun ? { dry_run: true as const, revision: null } : { revision: 22 }),
      });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://x');
        const call: Call = {
          method: init?.method ?? 'GET',
          path: url.pathname,
          dryRun: url.searchParams.get('dry_run') === '1',
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        };
        calls.push(call);
        if (call.path === '/api/admin/translations')
          return contractResponse('GET /admin/translations', { items: ITEMS });
        if (call.path === '/api/admin/translation' && call.method === 'GET')
          return contractResponse('GET /admin/translation', stored);
        return writeAnswer(call);
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  const writes = () => calls.filter((call) => call.method !== 'GET');
  const editor = () => screen.getByTestId('translation-editor');

  it('groups a volume (playlist, then chapters by number), then themes and About, each with its counts', async () => {
    renderWithApp(<TranslationsTab />, { path: '/admin/translations' });
    const volume = await screen.findByTestId('translations-group-volume-1');
    expect(within(volume).getByRole('heading')).toHaveTextContent(/^Volume 1$/);
    expect(within(volume).getByTestId('translations-group-counts')).toHaveTextContent(
      '3 of 4 translated · 1 out of date',
    );
    const rows = within(volume).getAllByTestId('translations-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'El comienzo',
      'Capítulo uno',
      'Extra uno',
      'Capítulo dos',
    ]);
    expect(rows.map((row) => within(row).getByTestId('translation-status').textContent)).toEqual([
      'Up to date',
      'Up to date',
      'Missing',
      'Out of date',
    ]);
    expect(rows[3]).toHaveTextContent('Main file 2');
    expect(screen.getByTestId('translations-group-temas')).toHaveTextContent(
      '1 of 1 translated · 1 out of date',
    );
    expect(screen.getByTestId('translations-group-about')).toHaveTextContent('0 of 1 translated');
  });

  it('filters by status, keeping the counts of the whole group, and speaks Spanish', async () => {
    renderWithApp(<TranslationsTab />, { path: '/admin/translations' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Out of date (2)' }));
    await waitFor(() => expect(screen.queryByTestId('translations-group-about')).toBeNull());
    expect(
      screen.getAllByTestId('translations-row').map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['Capítulo dos', 'Perdón']);
    expect(screen.getByTestId('location')).toHaveTextContent('?status=stale');

    await i18n.changeLanguage('es');
    expect(await screen.findByRole('radio', { name: 'Desactualizada (2)' })).toBeChecked();
    expect(screen.getByTestId('translations-group-volume-1')).toHaveTextContent(
      'Volumen 13 de 4 traducidos · 1 desactualizada',
    );
    expect(screen.getAllByTestId('translation-status').map((badge) => badge.textContent)).toEqual([
      'Desactualizada',
      'Desactualizada',
    ]);
  });

  it('a failed load says so with Retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => errorResponse(500, 'internal')),
    );
    renderWithApp(<TranslationsTab />, { path: '/admin/translations' });
    const alert = await screen.findByTestId('translations-load-error');
    expect(alert).toHaveTextContent('Retry');
  });

  it('opens an item from the list: the source read-only beside the translation', async () => {
    renderWithApp(<TranslationsTab />, { path: '/admin/translations?status=stale' });
    fireEvent.click(await screen.findByRole('link', { name: 'Perdón' }));
    await waitFor(() => expect(editor()).toHaveValue(`${JSON.stringify(english, null, 2)}\n`));
    expect(screen.getByTestId('translation-source')).toHaveAttribute('readonly');
    expect(screen.getByTestId('translation-source')).toHaveAttribute('lang', 'es');
    expect(editor()).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('translation-stale-note')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perdón' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('translation-back'));
    expect(await screen.findByTestId('translations-group-temas')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/translations\?status=stale$/);
  });

  it('Save shows the dry run, Publish sends exactly the checked text, then the item is up to date', async () => {
    renderWithApp(<TranslationsTab />, { path: '/admin/translations?kind=tema&key=perdon' });
    await waitFor(() => expect(editor()).toHaveValue(`${JSON.stringify(english, null, 2)}\n`));
    // Unchanged, there is nothing to save.
    expect(screen.getByTestId('translation-save')).toBeDisabled();
    const edited = {
      ...english,
      items: [
        { ...english.items[0]!, dialogue_summary: [{ speaker: 'Teacher', summary: 'Forgive always.' }] },
      ],
    };
    fireEvent.change(editor(), { target: { value: JSON.stringify(edited) } });
    expect(screen.getByTestId('translation-valid')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('translation-save'));

    expect(await screen.findByTestId('translation-dry-run')).toHaveTextContent('1 changed');
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/translation',
        dryRun: true,
        body: { kind: 'tema', key: 'perdon', lang: 'en', content: edited },
      },
    ]);
    stored = detail({
      content: edited,
      status: 'current',
      made_from: 'now',
      updated_at: '2026-11-27T10:00:00Z',
    });
    fireEvent.click(screen.getByTestId('translation-confirm'));
    expect(await screen.findByTestId('translation-saved')).toHaveTextContent(
      'Translation published (revision 22).',
    );
    expect(writes()[1]).toMatchObject({ method: 'PUT', dryRun: false, body: { content: edited } });
    // The stored version is read again: its badge says up to date, and the list is reloaded too.
    await waitFor(() => expect(screen.getByTestId('translation-status')).toHaveTextContent('Up to date'));
    expect(calls.filter((call) => call.path === '/api/admin/translations').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('translation-still-valid')).toBeNull();
  });

  it('a missing translation starts from the source; typed problems and the server refusal are listed at their pointers', async () => {
    stored = detail(null);
    writeAnswer = () =>
      errorResponse(422, 'invalid_body', {
        errors: [problem('/items/0/info/volume', 'translation_fixed', { value: '2' })],
      });
    renderWithApp(<TranslationsTab />, { path: '/admin/translations?kind=tema&key=perdon' });
    await waitFor(() => expect(editor()).toHaveValue(`${JSON.stringify(source, null, 2)}\n`));
    expect(screen.getByTestId('translation-copied-note')).toHaveTextContent(
      'Structure copied from the source',
    );
    expect(screen.getByTestId('translation-status')).toHaveTextContent('Missing');
    expect(screen.queryByTestId('translation-delete')).toBeNull();
    // The copied Spanish as it is is no translation yet.
    expect(screen.getByTestId('translation-save')).toBeDisabled();

    fireEvent.change(editor(), { target: { value: JSON.stringify({ ...english, items: [] }) } });
    const problems = await screen.findByTestId('translation-problems');
    expect(problems).toHaveTextContent('/items');
    expect(screen.getByTestId('translation-save')).toBeDisabled();
    fireEvent.change(editor(), { target: { value: '{"title": ' } });
    expect(screen.getByTestId('translation-problems')).toHaveTextContent(
      /is not valid JSON: check line \d+, column \d+/,
    );

    fireEvent.change(editor(), { target: { value: JSON.stringify(english) } });
    fireEvent.click(screen.getByTestId('translation-save'));
    const refused = await screen.findByTestId('translation-error');
    expect(refused).toHaveTextContent('/items/0/info/volume');
    expect(refused).toHaveTextContent("must stay as in the source: '2'");
    expect(screen.queryByTestId('translation-dry-run')).toBeNull();
  });

  it('Still valid runs the same dry run, then confirms the stored translation', async () => {
    writeAnswer = (call) =>
      contractResponse('POST /admin/translation/confirm', {
        message: 'ok',
        status: 'current',
        changes: [],
        ...(call.dryRun ? { dry_run: true as const, revision: null } : { revision: 23 }),
      });
    renderWithApp(<TranslationsTab />, { path: '/admin/translations?kind=tema&key=perdon' });
    fireEvent.click(await screen.findByTestId('translation-still-valid'));
    expect(await screen.findByTestId('translation-dry-run')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('translation-confirm'));
    expect(await screen.findByTestId('translation-saved')).toHaveTextContent('Marked as still valid');
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/translation/confirm',
        dryRun: true,
        body: { kind: 'tema', key: 'perdon', lang: 'en' },
      },
      {
        method: 'POST',
        path: '/api/admin/translation/confirm',
        dryRun: false,
        body: { kind: 'tema', key: 'perdon', lang: 'en' },
      },
    ]);
  });

  it('Delete asks first, with its dry run, and deletes only on confirmation', async () => {
    writeAnswer = (call) =>
      contractResponse('DELETE /admin/translation', {
        message: 'ok',
        status: 'missing',
        changes: [{ kind: 'tema', key: 'perdon', status: 'removed', fields: [] }],
        ...(call.dryRun ? { dry_run: true as const, revision: null } : { revision: 24 }),
      });
    renderWithApp(<TranslationsTab />, { path: '/admin/translations?kind=tema&key=perdon' });
    fireEvent.click(await screen.findByTestId('translation-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the English version of “Perdón”?');
    await waitFor(() => expect(screen.getByTestId('translation-delete-dialog-confirm')).toBeEnabled());
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', dryRun: true })]);
    stored = detail(null);
    fireEvent.click(screen.getByTestId('translation-delete-dialog-confirm'));
    expect(await screen.findByTestId('translation-delete-outcome')).toHaveTextContent(
      'The translation of “Perdón” was deleted.',
    );
    expect(writes()[1]).toMatchObject({ method: 'DELETE', dryRun: false });
    await waitFor(() => expect(editor()).toHaveValue(`${JSON.stringify(source, null, 2)}\n`));
  });
});

describe('TranslationsTab (About)', () => {
  let saved: unknown;
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    saved = undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://x');
        if (init?.method === 'PUT') {
          saved = JSON.parse(String(init.body));
          return contractResponse('PUT /admin/translation', {
            message: 'ok',
            status: 'current',
            dry_run: true,
            changes: [],
            revision: null,
          });
        }
        if (url.pathname === '/api/admin/translations')
          return contractResponse('GET /admin/translations', { items: [] });
        return contractResponse('GET /admin/translation', {
          kind: 'about',
          key: 'about',
          lang: 'en',
          source: { content: { content: '# Acerca de\n\nTexto' }, hash: 'now' },
          translation: null,
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('edits Markdown beside its source with the /about preview, and saves it as { content }', async () => {
    renderWithApp(<TranslationsTab />, { path: '/admin/translations?kind=about&key=about' });
    await waitFor(() => expect(screen.getByTestId('translation-source')).toHaveValue('# Acerca de\n\nTexto'));
    const editor = screen.getByTestId('translation-editor');
    expect(editor).toHaveValue('');
    // Nothing typed yet: no verdict, no note about a copied structure, and nothing to save.
    expect(screen.queryByTestId('translation-problems')).toBeNull();
    expect(screen.queryByTestId('translation-copied-note')).toBeNull();
    expect(screen.getByTestId('translation-save')).toBeDisabled();
    fireEvent.change(editor, { target: { value: '# About\n\nSome **text**' } });
    const preview = screen.getByTestId('translation-preview');
    expect(preview.querySelector('h2')).toHaveTextContent('About');
    expect(preview.querySelector('[lang="en"] strong')).toHaveTextContent('text');
    fireEvent.click(screen.getByTestId('translation-save'));
    await screen.findByTestId('translation-dry-run');
    expect(saved).toEqual({
      kind: 'about',
      key: 'about',
      lang: 'en',
      content: { content: '# About\n\nSome **text**' },
    });
  });
});
