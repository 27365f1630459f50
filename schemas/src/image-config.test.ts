import { describe, expect, it } from 'vitest';
import { IMAGE_CONFIG_DEFAULTS, validateImageConfig, withImageDefaults } from './image-config';

const image = { imageUrl: 'https://example.org/cover.jpg', clickUrl: 'http://example.org/playlist' };

describe('validateImageConfig', () => {
  it('accepts the two URLs alone or with every option', () => {
    expect(validateImageConfig(image)).toEqual({ ok: true, value: image });
    const full = { ...image, tooltipText: 'Ver', altText: 'Portada', visible: false };
    expect(validateImageConfig(full)).toEqual({ ok: true, value: full });
  });

  it('requires both URLs, non-empty', () => {
    expect(validateImageConfig({ imageUrl: '' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/clickUrl', message: 'is required' }),
        expect.objectContaining({ pointer: '/imageUrl', message: 'must not be empty' }),
      ],
    });
  });

  it('accepts only http and https URLs', () => {
    for (const clickUrl of ['javascript:alert(1)', '/volume/3', 'ftp://example.org', 'data:text/html,x']) {
      expect(validateImageConfig({ ...image, clickUrl })).toEqual({
        ok: false,
        problems: [
          expect.objectContaining({ pointer: '/clickUrl', message: 'must start with http:// or https://' }),
        ],
      });
    }
  });

  it('accepts an image on this site by path, but no other scheme or protocol-relative URL', () => {
    expect(validateImageConfig({ ...image, imageUrl: '/demo/featured.svg' }).ok).toBe(true);
    for (const imageUrl of [
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,xx',
      'img.png',
    ]) {
      expect(validateImageConfig({ ...image, imageUrl })).toEqual({
        ok: false,
        problems: [
          expect.objectContaining({
            pointer: '/imageUrl',
            message: 'must be an https:// address or a path on this site (/…)',
          }),
        ],
      });
    }
  });

  it('limits the texts and wants visible as a boolean', () => {
    expect(
      validateImageConfig({ ...image, tooltipText: 'x'.repeat(201), altText: 3, visible: 'yes' }),
    ).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/tooltipText', message: 'must be at most 200 characters long' }),
        expect.objectContaining({ pointer: '/altText', message: 'must be a string' }),
        expect.objectContaining({ pointer: '/visible', message: 'must be true or false' }),
      ],
    });
  });

  it('does not fill defaults into the data it checks', () => {
    const data = { ...image };
    validateImageConfig(data);
    expect(data).toEqual(image);
  });
});

describe('withImageDefaults', () => {
  it('fills the defaults from the schema', () => {
    expect(IMAGE_CONFIG_DEFAULTS).toEqual({
      tooltipText: 'Click to watch playlist',
      altText: 'Featured Image',
      visible: true,
    });
    expect(withImageDefaults(image)).toEqual({ ...image, ...IMAGE_CONFIG_DEFAULTS });
  });

  it('keeps given values, false included, and drops extra properties', () => {
    expect(withImageDefaults({ ...image, visible: false, altText: 'Portada', extra: 'x' })).toEqual({
      ...image,
      tooltipText: 'Click to watch playlist',
      altText: 'Portada',
      visible: false,
    });
  });
});
