// Proves the admin's problem list shows every problem in the UI language from its code: made here
// or answered in the other language before a switch, and a problem without a code as it came.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { problem } from '@camino/schemas/messages/render-problem';
import { validatePlaylist } from '@camino/schemas/playlist';
import i18n from '../test/i18n';
import { renderAdminUi } from '../test/render';
import { ProblemList } from './problem-list';

const items = () =>
  within(screen.getByTestId('problem-list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ProblemList', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the schema problems of a file in Spanish in the Spanish UI', async () => {
    const result = validatePlaylist({ playlistTitle: 'Sin número', items: [{ title: '' }], extra: 1 });
    if (result.ok) throw new Error('the playlist should be refused');
    await i18n.changeLanguage('es');
    renderAdminUi(<ProblemList problems={result.problems} />);
    const shown = items();
    expect(shown).toContain('/playlistId es obligatorio');
    expect(shown).toContain("/playlistTitle debe contener 'Volumen X' (o 'Volume X') con X de 1 a 36");
    expect(shown).toContain('/extra no es una propiedad permitida (revisa cómo está escrita)');
    expect(shown).toContain('/items/0/title no debe estar vacío');
    expect(shown.join(' ')).not.toMatch(/is required|must /);
  });

  it('keeps values, words Spanish answers in English, and leaves a problem without a code', async () => {
    const answeredInSpanish = {
      ...problem('/note_text', 'max_length', { limit: 2000 }),
      message: 'debe tener como máximo 2000 caracteres',
    };
    const repeat = problem('', 'repeated_file_date', { date: '2026-01-02', file: 'evangelio/a.json' });
    renderAdminUi(
      <ProblemList
        problems={[
          answeredInSpanish,
          repeat,
          { pointer: '/x', code: 'unknown', message: 'a text nobody catalogued' },
        ]}
      />,
    );
    expect(items()).toEqual([
      '/note_text must be at most 2000 characters long',
      ' repeats the date 2026-01-02 of evangelio/a.json',
      '/x a text nobody catalogued',
    ]);
    await i18n.changeLanguage('es');
    expect(await screen.findByText('repite la fecha 2026-01-02 de evangelio/a.json')).toBeInTheDocument();
  });
});
