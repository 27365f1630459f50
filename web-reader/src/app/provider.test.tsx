import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { SESSION_EXPIRED_EVENT } from '../lib/api-client';
import { AppProvider, SESSION_TOAST_MS } from './provider';

describe('the global sessionExpired toast', () => {
  afterEach(() => vi.useRealTimers());

  it('shows on the event and hides itself after 5 seconds', () => {
    vi.useFakeTimers();
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    act(() => void window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)));
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SESSION_TOAST_MS - 10));
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  });
});
