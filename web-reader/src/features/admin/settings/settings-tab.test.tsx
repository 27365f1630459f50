import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsResponse } from '@camino/schemas/api/site-settings';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { contractResponse, gatewayFailure } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import SettingsTab from './settings-tab';

type Handler = (body: unknown, dryRun: boolean) => Response;

/**
 * Answers each "METHOD /path" from the table; anything else fails the test loudly. Each call is
 * recorded with its body and whether it was a dry run (`?dry_run=1`).
 */
function serve(routes: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown; dryRun: boolean }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const dryRun = url.searchParams.get('dry_run') === '1';
      calls.push({ key, body, dryRun });
      const handler = routes[key];
      if (!handler) throw new Error(`unexpected ${key}`);
      return handler(body, dryRun);
    }),
  );
  return calls;
}

/** What a dry run answers for one changed field of one item. */
const changed = (kind: Change['kind'], key: string, pointer: string, before: unknown, after: unknown) => [
  { kind, key, status: 'changed' as const, fields: [{ pointer, before, after }] },
];

/** The real calls (not dry runs) made to `key`. */
const realCalls = (calls: ReturnType<typeof serve>, key: string) =>
  calls.filter((c) => c.key === key && !c.dryRun);

const NEWS: NewsResponse = {
  public: { enabled: true, title: 'Welcome', description: 'Read **this**' },
  private: { enabled: true, title: 'Hi <First_Name>', description: 'Dear <First_Name>' },
};

const CALENDARS = ['general-roman', 'spain', 'mexico', 'united-states'] as const;

const baseRoutes: Record<string, Handler> = {
  'GET /admin/email-validation-status': () =>
    contractResponse('GET /admin/email-validation-status', { email_validation_enabled: false }),
  'GET /admin/evangelio-button-config': () =>
    contractResponse('GET /admin/evangelio-button-config', { enabled: true, config: { enabled: true } }),
  'GET /admin/topics-button-config': () =>
    contractResponse('GET /admin/topics-button-config', { enabled: false, config: { enabled: false } }),
  'GET /admin/news-config': () => contractResponse('GET /admin/news-config', NEWS),
  'GET /admin/liturgical-calendar': () =>
    contractResponse('GET /admin/liturgical-calendar', {
      calendar: 'general-roman',
      calendars: [...CALENDARS],
    }),
  'GET /admin/temas': () =>
    contractResponse('GET /admin/temas', {
      temas: [{ id: 4, title: 'Esperanza', created_at: '2026-01-01T00:00:00Z', visible: true }],
    }),
};

describe('SettingsTab', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches email validation on and says so', async () => {
    const calls = serve({
      ...baseRoutes,
      'POST /admin/toggle-email-validation': () =>
        contractResponse('POST /admin/toggle-email-validation', {
          email_validation_enabled: true,
          users_verified: 0,
          message: 'Email validation enabled',
        }),
    });
    renderWithApp(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: /New members must verify their email/ });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByTestId('email-validation-switch-feedback')).toHaveTextContent(
      'Email validation is on: new members must verify their email.',
    );
    expect(toggle).toBeChecked();
    expect(calls.find((c) => c.key === 'POST /admin/toggle-email-validation')?.body).toEqual({
      enabled: true,
    });
  });

  it('turning email validation off asks first: Cancel sends nothing, confirming verifies the waiting accounts', async () => {
    const calls = serve({
      ...baseRoutes,
      'GET /admin/email-validation-status': () =>
        contractResponse('GET /admin/email-validation-status', { email_validation_enabled: true }),
      'POST /admin/toggle-email-validation': () =>
        contractResponse('POST /admin/toggle-email-validation', {
          email_validation_enabled: false,
          users_verified: 3,
          message: 'Email validation disabled',
        }),
    });
    renderWithApp(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: /New members must verify their email/ });
    await waitFor(() => expect(toggle).toBeChecked());
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn email validation off?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.some((c) => c.key === 'POST /admin/toggle-email-validation')).toBe(false);

    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off and verify them' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((c) => c.key === 'POST /admin/toggle-email-validation')?.body).toEqual({
      enabled: false,
    });
  });

  it('a refused email-validation change goes back, with the spec message', async () => {
    serve({ ...baseRoutes, 'POST /admin/toggle-email-validation': () => gatewayFailure(502) });
    renderWithApp(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: /New members must verify their email/ });
    fireEvent.click(toggle);
    expect(await screen.findByTestId('email-validation-switch-feedback')).toHaveTextContent(
      'Error updating email validation setting',
    );
    expect(toggle).not.toBeChecked();
  });

  it('a theme visibility switch shows its dry run; Cancel puts it back, a refused Publish says Error updating visibility', async () => {
    const calls = serve({
      ...baseRoutes,
      'PUT /admin/tema/4/visibility': (_body, dryRun) =>
        dryRun
          ? contractResponse('PUT /admin/tema/:id/visibility', {
              message: "Tema 'Esperanza' would be hidden",
              id: 4,
              visible: false,
              dry_run: true,
              changes: changed('tema', 'esperanza', '/visible', true, false),
              revision: null,
            })
          : gatewayFailure(502),
    });
    renderWithApp(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: 'Show “Esperanza” to members' });
    fireEvent.click(toggle);
    const review = await screen.findByTestId('tema-visibility-dry-run');
    expect(within(review).getByTestId('change-field')).toHaveTextContent('/visibletruefalse');
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    fireEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(realCalls(calls, 'PUT /admin/tema/4/visibility')).toHaveLength(0);

    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('tema-visibility-error')).toHaveTextContent('Error updating visibility');
    expect(toggle).toBeChecked();
    expect(realCalls(calls, 'PUT /admin/tema/4/visibility').map((c) => c.body)).toEqual([{ visible: false }]);
  });

  it('a home button switch is stored only on Publish, after its dry run', async () => {
    let stored = false;
    const calls = serve({
      ...baseRoutes,
      'GET /admin/topics-button-config': () =>
        contractResponse('GET /admin/topics-button-config', { enabled: stored, config: { enabled: stored } }),
      'GET /topics-button-config': () => contractResponse('GET /topics-button-config', { enabled: stored }),
      'POST /admin/topics-button-config': (body, dryRun) => {
        const { enabled } = body as { enabled: boolean };
        if (!dryRun) stored = enabled;
        return contractResponse('POST /admin/topics-button-config', {
          enabled,
          config: { enabled },
          ...(dryRun ? { dry_run: true as const, revision: null } : { revision: 7 }),
          changes: changed('settings', 'topics_button', '/enabled', false, true),
        });
      },
    });
    renderWithApp(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: /Topics button/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    const review = await screen.findByTestId('topics-button-switch-dry-run');
    expect(within(review).getByTestId('topics-button-switch-dry-run-summary')).toHaveTextContent('1 changed');
    expect(within(review).getByTestId('change-field')).toHaveTextContent('/enabledfalsetrue');
    expect(realCalls(calls, 'POST /admin/topics-button-config')).toHaveLength(0);

    fireEvent.click(within(review).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('topics-button-switch-feedback')).toHaveTextContent(
      'Saved: the button is shown on the home page.',
    );
    expect(toggle).toBeChecked();
    expect(screen.queryByTestId('topics-button-switch-dry-run')).not.toBeInTheDocument();
    expect(realCalls(calls, 'POST /admin/topics-button-config').map((c) => c.body)).toEqual([
      { enabled: true },
    ]);
  });

  it('the liturgical calendar is chosen after its dry run, and Cancel keeps the one followed', async () => {
    const calls = serve({
      ...baseRoutes,
      'PUT /admin/liturgical-calendar': (body, dryRun) => {
        const { calendar } = body as { calendar: (typeof CALENDARS)[number] };
        return contractResponse('PUT /admin/liturgical-calendar', {
          calendar,
          calendars: [...CALENDARS],
          ...(dryRun ? { dry_run: true as const, revision: null } : { revision: 9 }),
          changes: changed('settings', 'liturgical_calendar', '/calendar', 'general-roman', calendar),
        });
      },
    });
    renderWithApp(<SettingsTab />);
    const spain = await screen.findByRole('radio', { name: /proper calendar of Spain/ });
    expect(screen.getByRole('radio', { name: 'General Roman Calendar' })).toBeChecked();
    fireEvent.click(spain);
    let review = await screen.findByTestId('liturgical-calendar-dry-run');
    fireEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'General Roman Calendar' })).toBeChecked());
    expect(realCalls(calls, 'PUT /admin/liturgical-calendar')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /proper calendar of Mexico/ }));
    review = await screen.findByTestId('liturgical-calendar-dry-run');
    expect(within(review).getByTestId('change-field')).toHaveTextContent('/calendargeneral-romanmexico');
    fireEvent.click(within(review).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('liturgical-calendar-feedback')).toHaveTextContent(
      'Saved: Today follows the General Roman Calendar and the proper calendar of Mexico.',
    );
    expect(screen.getByRole('radio', { name: /proper calendar of Mexico/ })).toBeChecked();
    expect(realCalls(calls, 'PUT /admin/liturgical-calendar').map((c) => c.body)).toEqual([
      { calendar: 'mexico' },
    ]);
  });

  it('deleting a theme shows what the delete would remove, then deletes on confirm', async () => {
    const calls = serve({
      ...baseRoutes,
      'DELETE /admin/tema/4': (_body, dryRun) =>
        contractResponse('DELETE /admin/tema/:id', {
          message: dryRun ? "Tema 'Esperanza' would be deleted" : "Tema 'Esperanza' deleted",
          changes: [{ kind: 'tema', key: 'esperanza', status: 'removed' }],
          ...(dryRun ? { dry_run: true as const, revision: null } : { revision: 9 }),
        }),
    });
    renderWithApp(<SettingsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the theme “Esperanza”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete theme' });
    expect(await within(dialog).findByTestId('tema-delete-dry-run-summary')).toHaveTextContent('1 removed');
    expect(realCalls(calls, 'DELETE /admin/tema/4')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The theme “Esperanza” was deleted.')).toBeInTheDocument();
    expect(realCalls(calls, 'DELETE /admin/tema/4')).toHaveLength(1);
  });

  it('news: counters, the preview with a sample name, limits, the dry run, a failed publish keeping the text, publish', async () => {
    let fail = true;
    const calls = serve({
      ...baseRoutes,
      'PUT /admin/news-config': (body, dryRun) =>
        !dryRun && fail
          ? gatewayFailure(502)
          : contractResponse('PUT /admin/news-config', {
              success: true,
              config: body as NewsResponse,
              changes: changed('news', 'news', '/public/title', 'Welcome', 'New title'),
              ...(dryRun ? { dry_run: true as const, revision: null } : { revision: 3 }),
            }),
    });
    renderWithApp(<SettingsTab />);
    const privateEditor = await screen.findByTestId('news-private-editor');
    const preview = within(screen.getByTestId('news-private-preview'));
    expect(preview.getByRole('heading', { name: 'Hi María' })).toBeInTheDocument();
    expect(preview.getByText('Dear María')).toBeInTheDocument();

    const publicEditor = within(screen.getByTestId('news-public-editor'));
    expect(within(screen.getByTestId('news-public-preview')).getByText('this').tagName).toBe('STRONG');
    expect(publicEditor.getByText('7/200')).toBeInTheDocument();
    const save = screen.getByTestId('news-save');
    expect(save).toBeDisabled();

    fireEvent.change(publicEditor.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'x'.repeat(201) },
    });
    expect(publicEditor.getByText('201/200')).toBeInTheDocument();
    expect(publicEditor.getByText('At most 200 characters')).toBeInTheDocument();
    expect(save).toBeDisabled();

    fireEvent.change(publicEditor.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'New title' },
    });
    fireEvent.click(within(privateEditor).getByRole('switch', { name: 'Show on the home page' }));
    expect(save).toBeEnabled();
    const sent = {
      public: { ...NEWS.public, title: 'New title' },
      private: { ...NEWS.private, enabled: false },
    };

    // Save asks for the dry run only: the field, before and after; nothing is stored.
    fireEvent.click(save);
    const review = await screen.findByTestId('news-dry-run');
    expect(within(review).getByTestId('news-dry-run-summary')).toHaveTextContent('1 changed');
    expect(within(review).getByTestId('change-field')).toHaveTextContent('/public/titleWelcomeNew title');
    expect(calls.filter((c) => c.key === 'PUT /admin/news-config').map((c) => [c.dryRun, c.body])).toEqual([
      [true, sent],
    ]);
    expect(publicEditor.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    fireEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('news-dry-run')).not.toBeInTheDocument();
    expect(realCalls(calls, 'PUT /admin/news-config')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('news-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('news-result')).toHaveTextContent('Error saving the news settings');
    expect(publicEditor.getByRole('textbox', { name: 'Title' })).toHaveValue('New title');

    fail = false;
    fireEvent.click(screen.getByTestId('news-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('news-result')).toHaveTextContent('News saved.');
    expect(realCalls(calls, 'PUT /admin/news-config').map((c) => c.body)).toEqual([sent, sent]);
    await waitFor(() => expect(screen.getByTestId('news-save')).toBeDisabled());
  });

  it("news: the block's language is sent as lang, and Both removes it; the preview is marked with it", async () => {
    const calls = serve({
      ...baseRoutes,
      'GET /admin/news-config': () =>
        contractResponse('GET /admin/news-config', { ...NEWS, private: { ...NEWS.private, lang: 'es' } }),
      'PUT /admin/news-config': (body, dryRun) =>
        contractResponse('PUT /admin/news-config', {
          success: true,
          config: body as NewsResponse,
          changes: changed('news', 'news', '/public/lang', null, 'en'),
          ...(dryRun ? { dry_run: true as const, revision: null } : { revision: 4 }),
        }),
    });
    renderWithApp(<SettingsTab />);
    const publicEditor = within(await screen.findByTestId('news-public-editor'));
    const privateEditor = within(screen.getByTestId('news-private-editor'));
    const language = (editor: typeof publicEditor, name: string) =>
      editor.getByRole('radio', { name }) as HTMLInputElement;
    expect(language(publicEditor, 'Both').checked).toBe(true);
    expect(language(privateEditor, 'Spanish').checked).toBe(true);
    expect(screen.getByTestId('news-private-preview').querySelector('[lang="es"]')).not.toBeNull();

    fireEvent.click(language(publicEditor, 'English'));
    fireEvent.click(language(privateEditor, 'Both'));
    fireEvent.click(screen.getByTestId('news-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('news-result')).toHaveTextContent('News saved.');
    expect(realCalls(calls, 'PUT /admin/news-config').map((c) => c.body)).toEqual([
      { public: { ...NEWS.public, lang: 'en' }, private: NEWS.private },
    ]);
  });

  it('an enabled block without a title cannot be saved', async () => {
    serve(baseRoutes);
    renderWithApp(<SettingsTab />);
    const editor = within(await screen.findByTestId('news-public-editor'));
    fireEvent.change(editor.getByRole('textbox', { name: 'Title' }), { target: { value: ' ' } });
    expect(editor.getByText('A block shown on the home page needs a title')).toBeInTheDocument();
    expect(screen.getByTestId('news-save')).toBeDisabled();
  });
});
