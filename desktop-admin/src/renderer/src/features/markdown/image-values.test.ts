// image.json through the desktop's image form: the texts' language and their translation are read
// and written back, so a save through the form never drops what a pull brought.
import { describe, expect, it } from 'vitest';
import { imageFile, parseImage } from './image-values';

const file = {
  imageUrl: '/demo/featured.svg',
  clickUrl: 'https://example.org/list',
  tooltipText: 'Ver la lista',
  altText: 'Un camino',
  visible: true,
};

describe('the image form values', () => {
  it('keeps the language and the translation through a save', () => {
    const text = JSON.stringify({ ...file, lang: 'es', translation: { altText: 'A path' } });
    const values = parseImage(text)!;
    expect(values.translation).toEqual({ tooltipText: '', altText: 'A path' });
    expect(JSON.parse(imageFile(values))).toEqual(JSON.parse(text));
  });

  it('writes no translation under "both", nor a blank one', () => {
    const values = parseImage(JSON.stringify({ ...file, lang: 'es', translation: { altText: 'A path' } }))!;
    expect(JSON.parse(imageFile({ ...values, lang: undefined }))).toEqual(file);
    expect(JSON.parse(imageFile({ ...values, translation: { tooltipText: ' ', altText: '' } }))).toEqual({
      ...file,
      lang: 'es',
    });
  });
});
