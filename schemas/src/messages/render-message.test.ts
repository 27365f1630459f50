// Proves every message has its own text in both languages with the same values, every error code
// is a message, and a message is written out with its values in the language asked for.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../api/error-codes';
import { coded, problemParam } from './render-problem';
import { en, type MessageKey } from './en';
import { es } from './es';
import { defaultLanguage, message, messageText, renderMessage } from './render-message';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(en) as MessageKey[];

describe('the message catalogue', () => {
  it('has the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s has its own text in both languages, with the same values', (key) => {
    expect(en[key].trim(), `${key} in English`).not.toBe('');
    expect(es[key].trim(), `${key} in Spanish`).not.toBe('');
    // A template of values alone ("{{name}} {{problem}}") has no words to translate.
    const words = en[key].replace(/\{\{\w+\}\}/g, '').trim();
    if (words) expect(es[key], `${key} has no Spanish of its own`).not.toBe(en[key]);
    expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
  });

  it('holds a message for every error code', () => {
    for (const code of ERROR_CODES) expect(en[code], code).toBeDefined();
  });
});

describe('renderMessage', () => {
  it('writes the values into the language asked for', () => {
    const missing = message('volume_no_playlist', { volume: 12 });
    expect(renderMessage(missing, 'en')).toBe('Volume 12 has no playlist');
    expect(renderMessage(missing, 'es')).toBe('El volumen 12 no tiene lista de reproducción');
    expect(messageText('es', 'not_found')).toBe('No encontrado');
  });

  it("writes a parameter's name with its problem in the problem's language", () => {
    const bad = message('param_invalid', {
      name: 'volume',
      problem: problemParam(coded('int_range', { max: 36 })),
    });
    expect(renderMessage(bad, 'en')).toBe('volume must be an integer from 1 to 36');
    expect(renderMessage(bad, 'es')).toBe('volume debe ser un número entero de 1 a 36');
  });

  it('writes a value that is a problem text in the same language', () => {
    const zip = message('zip_failed', { reason: problemParam(coded('zip_not_regular')) });
    expect(renderMessage(zip, 'en')).toBe('The ZIP is not a regular file');
    expect(renderMessage(zip, 'es')).toBe('El ZIP no es un archivo normal');
  });

  it('answers a caller without a language in English, or in the Spanish SPEC.md words', () => {
    expect(renderMessage(message('invalid_credentials'))).toBe(en.invalid_credentials);
    expect(defaultLanguage('choose_json')).toBe('es');
    expect(renderMessage(message('choose_json'))).toBe('Por favor selecciona un archivo JSON válido');
  });
});
