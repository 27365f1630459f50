import '@mantine/core/styles/Table.css';
import { Paper, Stack, Table, VisuallyHidden, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** One column of a list's table. */
export interface RowColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The header is for screen readers only (an actions column). */
  hiddenHeader?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  align?: 'end';
  /** Long unbroken text (titles, e-mail addresses) may wrap anywhere. */
  breakAnywhere?: boolean;
}

export interface ResponsiveRowsProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly RowColumn<T>[];
  /** What a phone shows of one row: the same facts as its table row, laid out as a card. */
  card: (row: T) => ReactNode;
  /** The media query under which rows become cards (a wide table does not fit a phone). */
  cardsWhen: string;
  /** Attributes of each row, table row and card alike (`data-testid`, `data-…`). */
  rowProps?: (row: T) => Record<string, string | number>;
  /** Test ids of the table and of the card list (one string names both). */
  testId?: string | { table: string; cards: string };
  /** The table's accessible name. */
  label?: string;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minTableWidth?: number;
  tableProps?: Pick<TableProps, 'fz' | 'verticalSpacing'>;
}

/**
 * The admin lists' one layout: a table on wide screens, one card per row on phones. The query is
 * read at once (not after mounting), so a phone never flashes the table first.
 */
export function ResponsiveRows<T>({
  rows,
  rowKey,
  columns,
  card,
  cardsWhen,
  rowProps,
  testId,
  label,
  minTableWidth,
  tableProps,
}: ResponsiveRowsProps<T>) {
  const cards = useMediaQuery(cardsWhen, undefined, { getInitialValueInEffect: false });
  const ids = typeof testId === 'string' ? { table: testId, cards: testId } : testId;

  if (cards) {
    return (
      <Stack gap="xs" component="ul" className="plain-list" data-testid={ids?.cards}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder p="sm" component="li" {...rowProps?.(row)}>
            {card(row)}
          </Paper>
        ))}
      </Stack>
    );
  }

  const table = (
    <Table striped highlightOnHover aria-label={label} data-testid={ids?.table} {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col" ta={column.align}>
              {column.hiddenHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? Table.Th : Table.Td;
              return (
                <Cell
                  key={column.header}
                  scope={column.rowHeader ? 'row' : undefined}
                  fw={column.rowHeader ? 500 : undefined}
                  ta={column.align}
                  className={column.breakAnywhere ? 'break-anywhere' : undefined}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minTableWidth ? (
    <Table.ScrollContainer minWidth={minTableWidth}>{table}</Table.ScrollContainer>
  ) : (
    table
  );
}
