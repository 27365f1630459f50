import { describe, expect, it } from 'vitest';
import { chapterTitleText, volumeTitleText } from './display-titles';

describe('card titles', () => {
  it('drops the chapter prefix the card already says', () => {
    expect(chapterTitleText('1-3. El silencio que escucha')).toBe('El silencio que escucha');
    expect(chapterTitleText('12-10. Paz')).toBe('Paz');
    expect(chapterTitleText('Sin número')).toBe('Sin número');
    expect(chapterTitleText('1-3.')).toBe('1-3.');
  });

  it('drops the volume lead of a playlist title', () => {
    expect(volumeTitleText('Camino - Volumen 1: Los primeros pasos')).toBe('Los primeros pasos');
    expect(volumeTitleText('Volume 2 – The forgiving heart')).toBe('The forgiving heart');
    expect(volumeTitleText('Los primeros pasos')).toBe('Los primeros pasos');
  });
});
