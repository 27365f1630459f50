import { describe, expect, it } from 'vitest';
import { missingUrls, toFormValues, toRequestBody, type ImageFormValues } from './image-form';

const values: ImageFormValues = {
  imageUrl: ' https://example.org/a.jpg ',
  clickUrl: 'https://example.org/list',
  tooltipText: 'Watch',
  altText: 'Cover',
  visible: false,
  lang: undefined,
  translation: { tooltipText: '', altText: '' },
};

describe('image form', () => {
  it('names each empty or blank URL', () => {
    expect(missingUrls(values)).toEqual([]);
    expect(missingUrls({ ...values, imageUrl: '  ' })).toEqual(['imageUrl']);
    expect(missingUrls({ ...values, imageUrl: '', clickUrl: '' })).toEqual(['imageUrl', 'clickUrl']);
  });

  it('trims the body and leaves blank texts to the server defaults', () => {
    expect(toRequestBody(values)).toEqual({
      imageUrl: 'https://example.org/a.jpg',
      clickUrl: 'https://example.org/list',
      tooltipText: 'Watch',
      altText: 'Cover',
      visible: false,
    });
    expect(toRequestBody({ ...values, tooltipText: ' ', altText: '' })).toEqual({
      imageUrl: 'https://example.org/a.jpg',
      clickUrl: 'https://example.org/list',
      visible: false,
    });
  });

  it('sends a translation only under a chosen language, and only its written texts', () => {
    const bilingual = { ...values, lang: 'en' as const, translation: { tooltipText: ' Ver ', altText: ' ' } };
    expect(toRequestBody(bilingual)).toMatchObject({ lang: 'en', translation: { tooltipText: 'Ver' } });
    // "Both" keeps what was typed in the form, but a translation of no language is not sent.
    expect(toRequestBody({ ...bilingual, lang: undefined })).not.toHaveProperty('translation');
    expect(toRequestBody({ ...bilingual, translation: { tooltipText: '', altText: '' } })).not.toHaveProperty(
      'translation',
    );
  });

  it('starts from the stored config', () => {
    const { lang: _lang, translation: _translation, ...stored } = values;
    const config = { ...stored, imageUrl: 'https://x.org/i.png' };
    expect(toFormValues(config)).toEqual({ ...values, imageUrl: 'https://x.org/i.png' });
    expect(toFormValues({ ...config, lang: 'es', translation: { altText: 'A cover' } }).translation).toEqual({
      tooltipText: '',
      altText: 'A cover',
    });
  });
});
