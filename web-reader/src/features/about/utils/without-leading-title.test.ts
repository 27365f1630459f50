import { describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from './without-leading-title';

describe('withoutLeadingTitle', () => {
  it('drops the opening title and lets the sections move up a level', () => {
    expect(withoutLeadingTitle('# Acerca de Camino\n\nTexto.\n\n## Cómo usarlo\n')).toEqual({
      body: '\nTexto.\n\n## Cómo usarlo\n',
      promote: 1,
    });
  });

  it('keeps the levels when another level-1 heading follows', () => {
    expect(withoutLeadingTitle('\n# Camino\nUno\n# Otro\n')).toEqual({ body: 'Uno\n# Otro\n', promote: 0 });
  });

  it('leaves a text that opens with anything else as it is', () => {
    for (const text of ['Texto.\n# Luego', '## Sección\n', '#hashtag\n', '']) {
      expect(withoutLeadingTitle(text)).toEqual({ body: text, promote: 0 });
    }
  });
});
