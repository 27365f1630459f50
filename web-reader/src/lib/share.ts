/**
 * Sharing with the fallback order of SPEC.md §8: the native share sheet, then the async
 * clipboard, then a hidden textarea with `execCommand('copy')`; when all fail the caller shows
 * copyError with the URL to copy by hand.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareEnvironment {
  navigator: Pick<Navigator, 'share' | 'clipboard'>;
  document: Document;
}

const browser = (): ShareEnvironment => ({ navigator: window.navigator, document: window.document });

/** The old-browser copy: select a hidden textarea's text and run the copy command. */
function copyWithTextarea(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text: the clipboard API first, the textarea after. True when one of them worked. */
export async function copyText(text: string, env: ShareEnvironment = browser()): Promise<boolean> {
  const clipboard = env.navigator.clipboard as Clipboard | undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Denied or unavailable (no focus, insecure context): fall through to the textarea.
    }
  }
  return copyWithTextarea(text, env.document);
}

/** Shares a link natively when the browser can; otherwise (or when that fails) copies it. */
export async function shareLink(
  data: { url: string; title?: string; text?: string },
  env: ShareEnvironment = browser(),
): Promise<ShareOutcome> {
  if (typeof env.navigator.share === 'function') {
    try {
      await env.navigator.share(data);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is the user's choice, not a failure: nothing to report.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url, env)) ? 'copied' : 'failed';
}
