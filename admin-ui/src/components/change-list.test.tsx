// Proves the change list's two layouts: a table of field, before and after on wide screens, and on
// phones one block per field, so a long value never makes the page scroll sideways.
import { screen, within } from '@testing-library/react';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIsNarrow } from '../test/media-query';
import { renderAdminUi } from '../test/render';
import { ChangeList } from './change-list';

const CHANGES: Change[] = [
  {
    kind: 'news',
    key: 'news',
    status: 'changed',
    fields: [
      { pointer: '/public/title', before: 'Welcome', after: 'New title' },
      { pointer: '/public/lang', after: 'es' },
    ],
  },
  { kind: 'about', key: 'about', status: 'unchanged' },
];

describe('ChangeList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('wide: a table naming each field with its value before and after; unchanged items counted', () => {
    screenIsNarrow(false);
    renderAdminUi(<ChangeList changes={CHANGES} />);
    const table = screen.getByRole('table', { name: 'Changed fields' });
    const rows = within(table).getAllByTestId('change-field');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['/public/title', 'Welcome', 'New title'],
      ['/public/lang', '—', 'es'],
    ]);
    expect(screen.getByText('1 item unchanged')).toBeInTheDocument();
  });

  it('phone: no table, one labelled block per field', () => {
    screenIsNarrow(true);
    renderAdminUi(<ChangeList changes={CHANGES} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Changed fields' });
    expect(
      within(list)
        .getAllByTestId('change-field')
        .map((field) => field.textContent),
    ).toEqual(['/public/titleBefore: WelcomeAfter: New title', '/public/langBefore: —After: es']);
  });
});
