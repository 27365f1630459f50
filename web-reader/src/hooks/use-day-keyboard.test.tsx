import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDayKeyboard } from './use-day-keyboard';

describe('gospel keyboard shortcuts', () => {
  afterEach(() => document.body.replaceChildren());

  const setup = () => {
    const handlers = { previous: vi.fn(), next: vi.fn(), home: vi.fn() };
    renderHook(() => useDayKeyboard(handlers));
    return handlers;
  };

  it('move a day with the arrows and go home with Esc', () => {
    const handlers = setup();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(handlers.previous).toHaveBeenCalledTimes(1);
    expect(handlers.next).toHaveBeenCalledTimes(1);
    expect(handlers.home).toHaveBeenCalledTimes(1);
  });

  it('do nothing behind an open dialog, nor inside a menu', () => {
    const handlers = setup();
    const dialog = document.createElement('section');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'Escape' });
    dialog.remove();

    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('button');
    menu.append(item);
    document.body.append(menu);
    fireEvent.keyDown(item, { key: 'ArrowRight' });
    expect(handlers.previous).not.toHaveBeenCalled();
    expect(handlers.next).not.toHaveBeenCalled();
    expect(handlers.home).not.toHaveBeenCalled();
  });
});
