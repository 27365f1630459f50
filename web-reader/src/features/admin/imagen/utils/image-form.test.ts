import { describe, expect, it } from 'vitest';
import { missingUrls, toFormValues, toRequestBody, type ImageFormValues } from './image-form';

const values: ImageFormValues = {
  imageUrl: ' https://example.org/a.jpg ',
  clickUrl: 'https://example.org/list',
  tooltipText: 'Watch',
  altText: 'Cover',
  visible: false,
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

  it('starts from the stored config', () => {
    const config = { ...values, imageUrl: 'https://x.org/i.png' };
    expect(toFormValues(config)).toEqual(config);
  });
});
