// Proves the admin lists' one layout: a table with named columns on wide screens, one card per
// row (a list item) on phones, each row carrying its attributes in both.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIsNarrow } from '../../../test/media-query';
import { renderWithApp } from '../../../test/render';
import { ResponsiveRows, type RowColumn } from './responsive-rows';

interface Fruit {
  id: number;
  name: string;
  count: number;
}

const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple', count: 3 },
  { id: 2, name: 'Pear', count: 12 },
];

const COLUMNS: RowColumn<Fruit>[] = [
  { header: 'Name', cell: (f) => f.name, rowHeader: true },
  { header: 'Count', cell: (f) => f.count, align: 'end' },
  { header: 'Actions', cell: (f) => <button type="button">Delete {f.name}</button>, hiddenHeader: true },
];

const list = () => (
  <ResponsiveRows
    rows={FRUITS}
    rowKey={(f) => f.id}
    columns={COLUMNS}
    card={(f) => <p>{`${f.name}: ${f.count}`}</p>}
    cardsWhen="(max-width: 40em)"
    rowProps={(f) => ({ 'data-testid': 'fruit-row', 'data-fruit-id': f.id })}
    testId={{ table: 'fruit-table', cards: 'fruit-cards' }}
    label="Fruit"
  />
);

describe('ResponsiveRows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws a table on a wide screen: column headers, a row header, a hidden actions header', () => {
    screenIsNarrow(false);
    renderWithApp(list());
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveAttribute('data-testid', 'fruit-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Count', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Pear' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('fruit-row');
    expect(rows.map((r) => r.dataset.fruitId)).toEqual(['1', '2']);
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Pear' })).toBeInTheDocument();
    expect(screen.queryByTestId('fruit-cards')).toBeNull();
  });

  it('draws one card per row on a phone, as list items', () => {
    screenIsNarrow(true);
    renderWithApp(list());
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getByTestId('fruit-cards');
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Apple: 3', 'Pear: 12']);
    expect(screen.getAllByTestId('fruit-row').map((r) => r.dataset.fruitId)).toEqual(['1', '2']);
  });
});
