import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsResponse } from '@camino/schemas/api/site-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { contractResponse, gatewayFailure } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import SettingsTab from './settings-tab';

type Handler = (body: unknown) => Response;

/** Answers each "METHOD /path" from the table; anything else fails the test loudly. */
function serve(routes: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname.replace(/^\/api/, '')}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      const handler = routes[key];
      if (!handler) throw new Error(`unexpected ${key}`);
      return handler(body);
    }),
  );
  return calls;
}

const NEWS: NewsResponse = {
  public: { enabled: true, title: 'Welcome', description: 'Read **this**' },
  private: { enabled: true, title: 'Hi <First_Name>', description: 'Dear <First_Name>' },
};

const baseRoutes: Record<string, Handler> = {
  'GET /admin/email-validation-status': () =>
    contractResponse('GET /admin/email-validation-status', { email_validation_enabled: false }),
  'GET /admin/evangelio-button-config': () =>
    contractResponse('GET /admin/evangelio-button-config', { enabled: true, config: { enabled: true } }),
  'GET /admin/topics-button-config': () =>
    contractResponse('GET /admin/topics-button-config', { enabled: false, config: { enabled: false } }),
  'GET /admin/news-config': () => contractResponse('GET /admin/news-config', NEWS),
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

  it('a theme visibility failure reverts the switch with Error updating visibility', async () => {
    const calls = serve({ ...baseRoutes, 'PUT /admin/tema/4/visibility': () => gatewayFailure(502) });
    renderWithApp(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: 'Show “Esperanza” to members' });
    fireEvent.click(toggle);
    expect(await screen.findByTestId('tema-visibility-error')).toHaveTextContent('Error updating visibility');
    expect(toggle).toBeChecked();
    expect(calls.find((c) => c.key === 'PUT /admin/tema/4/visibility')?.body).toEqual({ visible: false });
  });

  it('news: counters, the preview with a sample name, limits, save and a failed save keeping the text', async () => {
    let fail = true;
    const calls = serve({
      ...baseRoutes,
      'PUT /admin/news-config': (body) =>
        fail
          ? gatewayFailure(502)
          : contractResponse('PUT /admin/news-config', { success: true, config: body as NewsResponse }),
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
    fireEvent.click(save);
    expect(await screen.findByTestId('news-result')).toHaveTextContent('Error saving the news settings');
    expect(publicEditor.getByRole('textbox', { name: 'Title' })).toHaveValue('New title');

    fail = false;
    fireEvent.click(save);
    expect(await screen.findByTestId('news-result')).toHaveTextContent('News saved.');
    expect(calls.filter((c) => c.key === 'PUT /admin/news-config').at(-1)?.body).toEqual({
      public: { ...NEWS.public, title: 'New title' },
      private: { ...NEWS.private, enabled: false },
    });
    await waitFor(() => expect(save).toBeDisabled());
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
