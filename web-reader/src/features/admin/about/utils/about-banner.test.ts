import { describe, expect, it } from 'vitest';
import { canSave, isMarkdownFile, isSuccessMessage } from './about-banner';

describe('About editor rules', () => {
  it('Save needs non-blank text and no save running', () => {
    expect(canSave('', false)).toBe(false);
    expect(canSave(' \n\t ', false)).toBe(false);
    expect(canSave('# Hola', true)).toBe(false);
    expect(canSave('# Hola', false)).toBe(true);
    expect(canSave('x'.repeat(100_001), false)).toBe(false);
  });

  it('only .md files are read', () => {
    expect(isMarkdownFile(new File(['x'], 'about.MD'))).toBe(true);
    expect(isMarkdownFile(new File(['x'], 'about.txt'))).toBe(false);
  });

  it('the banner is green only when the message holds the success word', () => {
    expect(isSuccessMessage('✅ Contenido guardado exitosamente', 'exitosamente')).toBe(true);
    expect(isSuccessMessage('❌ Error: Error guardando contenido', 'exitosamente')).toBe(false);
    expect(isSuccessMessage('✅ Content saved successfully', 'successfully')).toBe(true);
  });
});
