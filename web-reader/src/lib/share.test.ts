import { describe, expect, it, vi } from 'vitest';
import { copyText, shareLink, type ShareEnvironment } from './share';

const URL = 'https://camino.example/evangelio?date=2026-11-22';

/** A fake browser recording which mechanism was tried, in order. */
function environment(options: {
  share?: 'ok' | 'abort' | 'fail' | 'missing';
  clipboard?: 'ok' | 'fail' | 'missing';
  execCommand?: boolean;
}) {
  const calls: string[] = [];
  const share =
    options.share === 'missing' || options.share === undefined
      ? undefined
      : vi.fn(async () => {
          calls.push('share');
          if (options.share === 'abort') throw new DOMException('cancelled', 'AbortError');
          if (options.share === 'fail') throw new DOMException('not allowed', 'NotAllowedError');
        });
  const clipboard =
    options.clipboard === 'missing' || options.clipboard === undefined
      ? undefined
      : {
          writeText: vi.fn(async (text: string) => {
            calls.push(`clipboard:${text}`);
            if (options.clipboard === 'fail') throw new Error('denied');
          }),
        };
  const doc = document;
  doc.execCommand = vi.fn((command: string) => {
    const area = doc.querySelector('textarea');
    calls.push(`execCommand:${command}:${area?.value ?? ''}`);
    return options.execCommand ?? false;
  });
  const env = { navigator: { share, clipboard }, document: doc } as unknown as ShareEnvironment;
  return { env, calls };
}

describe('share fallback order (SPEC.md §8)', () => {
  it('uses the native share sheet first', async () => {
    const { env, calls } = environment({ share: 'ok', clipboard: 'ok' });
    expect(await shareLink({ url: URL, title: 'Gospel' }, env)).toBe('shared');
    expect(calls).toEqual(['share']);
  });

  it('treats closing the share sheet as a choice, not a failure', async () => {
    const { env, calls } = environment({ share: 'abort', clipboard: 'ok' });
    expect(await shareLink({ url: URL }, env)).toBe('cancelled');
    expect(calls).toEqual(['share']);
  });

  it('then the clipboard when share is missing or fails', async () => {
    const missing = environment({ clipboard: 'ok' });
    expect(await shareLink({ url: URL }, missing.env)).toBe('copied');
    expect(missing.calls).toEqual([`clipboard:${URL}`]);

    const failing = environment({ share: 'fail', clipboard: 'ok' });
    expect(await shareLink({ url: URL }, failing.env)).toBe('copied');
    expect(failing.calls).toEqual(['share', `clipboard:${URL}`]);
  });

  it('then a hidden textarea with execCommand("copy"), removed afterwards', async () => {
    const { env, calls } = environment({ share: 'fail', clipboard: 'fail', execCommand: true });
    expect(await shareLink({ url: URL }, env)).toBe('copied');
    expect(calls).toEqual(['share', `clipboard:${URL}`, `execCommand:copy:${URL}`]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when nothing works, so the page shows copyError with the URL', async () => {
    const { env, calls } = environment({ clipboard: 'missing', execCommand: false });
    expect(await shareLink({ url: URL }, env)).toBe('failed');
    expect(calls).toEqual([`execCommand:copy:${URL}`]);
    expect(await copyText(URL, env)).toBe(false);
  });

  it('copy link skips the share sheet', async () => {
    const { env, calls } = environment({ share: 'ok', clipboard: 'ok' });
    expect(await copyText(URL, env)).toBe(true);
    expect(calls).toEqual([`clipboard:${URL}`]);
  });
});
