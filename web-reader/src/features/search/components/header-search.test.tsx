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

  it('Esc closes the field opened from the phone icon and gives focus back to the icon', async () => {
    renderWithApp(<HeaderSearch />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Open search' });
    fireEvent.click(toggle);
    await frame();
    const input = screen.getByRole('searchbox', { name: 'Search Camino' });
    expect(input).toHaveFocus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('works as a plain GET form to /search before the app has started', () => {
    renderWithApp(<HeaderSearch />, { path: '/' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search Camino' })).toHaveAttribute('name', 'q');
  });
});
