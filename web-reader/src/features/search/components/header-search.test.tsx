import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { HeaderSearch } from './header-search';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('HeaderSearch', () => {
  it('`/` focuses the box from anywhere; Enter opens the results page', async () => {
    renderWithApp(<HeaderSearch />, { path: '/volume/3' });
    const input = screen.getByRole('searchbox', { name: 'Search Camino' });
    fireEvent.keyDown(document.body, { key: '/' });
    await frame();
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '  perdón y paz ' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/search?q=${encodeURIComponent('perdón y paz').replace(/%20/g, '+')}`,
    );
  });

  it('`/` typed in another field stays in that field', async () => {
    renderWithApp(
      <>
        <input aria-label="note" />
        <HeaderSearch />
      </>,
    );
    const note = screen.getByRole('textbox', { name: 'note' });
    note.focus();
    const event = fireEvent.keyDown(note, { key: '/' });
    await frame();
    expect(event).toBe(true); // not prevented: the character is typed
    expect(note).toHaveFocus();
  });

  it('an empty query goes nowhere', () => {
    renderWithApp(<HeaderSearch />, { path: '/' });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
