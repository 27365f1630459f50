import type { Page } from '@playwright/test';

/**
 * The layout shifts the page has had so far (the Cumulative Layout Shift of its load), read from
 * the buffered `layout-shift` entries once the page has settled, with what moved, for the report.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const result = { total: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            result.total += entry.value;
            for (const source of entry.sources) {
              const { previousRect: from, currentRect: to } = source;
              const node = (source.node as Element | null)?.outerHTML?.slice(0, 120) ?? '(text)';
              result.moved.push(
                `${node} from ${JSON.stringify(from)} to ${JSON.stringify(to)} at ${Math.round(entry.startTime)} ms`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, before the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(result)));
      }),
  );
}
