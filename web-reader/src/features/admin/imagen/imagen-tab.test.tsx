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

/** GET answers `stored`; POST answers `post(body)`. */
function fakeApi(post: (body: ImageConfig) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'POST') return post(JSON.parse(String(init.body)));
    return contractResponse('GET /admin/image-config', { featuredImage: stored });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

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

  it('saves the trimmed values, leaving a blank tooltip to the default, and says so', async () => {
    const fetchMock = fakeApi((body) =>
      contractResponse('POST /admin/image-config', {
        success: true,
        featuredImage: { ...stored, ...body, tooltipText: 'Click to watch playlist' },
      }),
    );
    renderWithApp(<ImagenTab />);
    fireEvent.change(await screen.findByLabelText(/Destination URL/), {
      target: { value: ' https://example.org/list ' },
    });
    fireEvent.change(screen.getByLabelText('Tooltip text'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('image-feedback')).toHaveTextContent('Featured image saved.');
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({
      imageUrl: stored.imageUrl,
      clickUrl: 'https://example.org/list',
      altText: 'Camino cover',
      visible: true,
    });
    expect(screen.getByLabelText('Tooltip text')).toHaveValue('Click to watch playlist');
  });

  it("a failed save keeps the values and shows the server's detail with its problems", async () => {
    fakeApi(() =>
      errorResponse(422, 'invalid_body', {
        errors: [{ pointer: '/clickUrl', message: 'must be an http(s) URL' }],
      }),
    );
    renderWithApp(<ImagenTab />);
    fireEvent.change(await screen.findByLabelText(/Destination URL/), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const feedback = await screen.findByTestId('image-feedback');
    expect(feedback).toHaveTextContent('The request body is not valid');
    expect(feedback).toHaveTextContent('/clickUrl must be an http(s) URL');
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
