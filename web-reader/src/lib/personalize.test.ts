import { describe, expect, it } from 'vitest';
import { personalize } from './personalize';

describe('personalize', () => {
  it('replaces every <First_Name> with the first name', () => {
    expect(personalize('Hola, <First_Name>. <First_Name>!', 'Ana')).toBe('Hola, Ana. Ana!');
  });

  it('escapes Markdown in the name when the text is Markdown', () => {
    expect(personalize('Hi <First_Name>', '[x](javascript:y)*', true)).toBe('Hi \\[x\\](javascript:y)\\*');
  });

  it('leaves the text without a name empty in its place', () => {
    expect(personalize('Hi <First_Name>', undefined)).toBe('Hi ');
  });
});
