import { problem } from '@camino/schemas/messages/render-problem';
import type { ImageConfig } from '@camino/schemas/image-config';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse, gatewayFailure } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import ImagenTab from './imagen-tab';

const stored = {
  imageUrl: 'https://example.org/cover.jpg',
  clickUrl: 'https://www.youtube.com/playlist?list=PL1',
  tooltipText: 'Click to watch playlist',
  altText: 'Camino cover',
  visible: true,
};

/** GET answers `stored`; POST answers `post(body, dryRun)` (dryRun: `?dry_run=1`). */
function fakeApi(post: (body: ImageConfig, dryRun: boolean) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const dryRun = new URL(String(input), 'http://x').searchParams.get('dry_run') === '1';
    if (init?.method === 'POST') return post(JSON.parse(String(init.body)), dryRun);
    return contractResponse('GET /admin/image-config', { featuredImage: stored });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** The POSTs that were not dry runs: what was stored. */
const realPosts = (fetchMock: ReturnType<typeof fakeApi>) =>
  posts(fetchMock).filter(([input]) => !String(input).includes('dry_run'));

describe('ImagenTab', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('fills the form from the stored config and previews the values as they are typed', async () => {
    fakeApi(() => gatewayFailure(502));
    renderWithApp(<ImagenTab />);
    expect(await screen.findByLabelText(/Image URL/)).toHaveValue(stored.imageUrl);
    expect(screen.getByLabelText('Alternative text')).toHaveValue('Camino cover');
    expect(screen.getByRole('switch', { name: 'Show the image on the home page' })).toBeChecked();
    const preview = screen.getByTestId('image-preview');
    expect(within(preview).getByRole('img', { name: 'Camino cover' })).toHaveAttribute(
      'src',
      stored.imageUrl,
    );
    expect(within(preview).getByRole('link')).toHaveAttribute('href', stored.clickUrl);

    fireEvent.change(screen.getByLabelText('Alternative text'), { target: { value: 'New cover' } });
    expect(within(preview).getByRole('img', { name: 'New cover' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show the image on the home page' }));
    expect(screen.getByTestId('image-preview-hidden')).toBeInTheDocument();
  });

  it('both URLs are required: the spec message, and nothing is sent', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = fakeApi(() => gatewayFailure(502));
    renderWithApp(<ImagenTab />);
    fireEvent.change(await screen.findByLabelText(/URL de imagen/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('image-feedback')).toHaveTextContent(
      'La URL de imagen y URL de destino son requeridas',
    );
    expect(screen.getByLabelText(/URL de imagen/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/URL de destino/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('Save shows the dry run, field by field; Cancel stores nothing; Publish stores the trimmed values', async () => {
    const fetchMock = fakeApi((body, dryRun) =>
      contractResponse('POST /admin/image-config', {
        success: true,
        featuredImage: { ...stored, ...body, tooltipText: 'Click to watch playlist' },
        changes: [
          {
            kind: 'image',
            key: 'image',
            status: 'changed',
            fields: [{ pointer: '/clickUrl', before: stored.clickUrl, after: body.clickUrl }],
          },
        ],
        ...(dryRun ? { dry_run: true as const, revision: null } : { revision: 5 }),
      }),
    );
    renderWithApp(<ImagenTab />);
    fireEvent.change(await screen.findByLabelText(/Destination URL/), {
      target: { value: ' https://example.org/list ' },
    });
    fireEvent.change(screen.getByLabelText('Tooltip text'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const review = await screen.findByTestId('image-dry-run');
    expect(within(review).getByTestId('image-dry-run-summary')).toHaveTextContent('1 changed');
    expect(within(review).getByTestId('change-field')).toHaveTextContent(
      `/clickUrl${stored.clickUrl}https://example.org/list`,
    );
    expect(screen.queryByTestId('image-feedback')).not.toBeInTheDocument();
    expect(realPosts(fetchMock)).toHaveLength(0);
    fireEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('image-dry-run')).not.toBeInTheDocument();
    expect(realPosts(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('image-feedback')).toHaveTextContent('Featured image saved.');
    expect(realPosts(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(realPosts(fetchMock)[0]![1]!.body))).toEqual({
      imageUrl: stored.imageUrl,
      clickUrl: 'https://example.org/list',
      altText: 'Camino cover',
      visible: true,
    });
    expect(screen.getByLabelText('Tooltip text')).toHaveValue('Click to watch playlist');
  });

  it('an edit after the dry run drops it: Publish stores only what was checked', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = fakeApi((body, dryRun) =>
      contractResponse('POST /admin/image-config', {
        success: true,
        featuredImage: { ...stored, ...body },
        changes: [{ kind: 'image', key: 'image', status: 'unchanged' }],
        ...(dryRun ? { dry_run: true as const, revision: null } : { revision: null }),
      }),
    );
    renderWithApp(<ImagenTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    const review = await screen.findByTestId('image-dry-run');
    expect(within(review).getByTestId('image-dry-run-summary')).toHaveTextContent(
      'Sin cambios: es lo que ya está publicado',
    );
    fireEvent.change(screen.getByLabelText('Texto alternativo'), { target: { value: 'Otra' } });
    expect(screen.queryByTestId('image-dry-run')).not.toBeInTheDocument();
    expect(realPosts(fetchMock)).toHaveLength(0);
  });

  it("a failed save keeps the values and shows the server's detail with its problems", async () => {
    fakeApi(() =>
      errorResponse(422, 'invalid_body', {
        errors: [problem('/clickUrl', 'pattern_http_url')],
      }),
    );
    renderWithApp(<ImagenTab />);
    fireEvent.change(await screen.findByLabelText(/Destination URL/), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const feedback = await screen.findByTestId('image-feedback');
    expect(feedback).toHaveTextContent('The request body is not valid');
    expect(feedback).toHaveTextContent('/clickUrl must start with http:// or https://');
    expect(screen.getByLabelText(/Destination URL/)).toHaveValue('ftp://x');
  });

  it("without a detail: 'Error guardando configuración de imagen'", async () => {
    await i18n.changeLanguage('es');
    fakeApi(() => gatewayFailure(502));
    renderWithApp(<ImagenTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('image-feedback')).toHaveTextContent(
      'Error guardando configuración de imagen',
    );
  });
});
