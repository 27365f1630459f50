// Proves a revision's summary is stored as catalogue messages and written in each reader's
// language (a revert's naming the summary it reverts), while a summary stored as plain text
// reads as it was written.
import { describe, expect, it } from 'vitest';
import { message } from '../messages/render-message';
import { countsSummary, itemSummary, revertSummary, summaryOf, summaryText } from './revision-summary';

describe('revision summaries', () => {
  it('counts a change list by status, in either language', () => {
    const stored = countsSummary([
      { kind: 'main_file', key: '1/1', status: 'new' },
      { kind: 'main_file', key: '1/2', status: 'new' },
      { kind: 'main_file', key: '1/3', status: 'changed' },
      { kind: 'main_file', key: '1/4', status: 'unchanged' },
    ]);
    expect(summaryText(stored, 'en')).toBe('2 new, 1 changed');
    expect(summaryText(stored, 'es')).toBe('2 nuevos, 1 cambiado');
    expect(summaryText(countsSummary([]), 'es')).toBe('sin cambios');
  });

  it('names one item and what was done to it', () => {
    expect(summaryText(itemSummary('translation', null, {}), 'es')).toBe('traducción añadida');
    expect(summaryText(itemSummary('main_file', {}, null), 'en')).toBe('main file deleted');
    const tema = summaryOf(message('summary_tema_changed', { title: 'Perdón' }));
    expect(summaryText(tema, 'es')).toBe("tema 'Perdón' cambiado");
  });

  it("writes a revert with the summary it reverts, each in the reader's language", () => {
    const playlist = summaryOf(message('summary_playlist', { count: 5 }));
    const twice = revertSummary(9, revertSummary(7, playlist));
    expect(summaryText(twice, 'en')).toBe('Revert of revision 9: Revert of revision 7: playlist of 5 videos');
    expect(summaryText(twice, 'es')).toBe(
      'Reversión de la revisión 9: Reversión de la revisión 7: lista de 5 vídeos',
    );
  });

  it('reads a summary stored as plain text as it is', () => {
    expect(summaryText('3 chapters', 'es')).toBe('3 chapters');
    expect(summaryText('{not json', 'en')).toBe('{not json');
    expect(summaryText(revertSummary(2, 'tema changed'), 'es')).toBe(
      'Reversión de la revisión 2: tema changed',
    );
  });
});
