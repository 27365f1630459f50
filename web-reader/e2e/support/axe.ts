import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type AxeBuilder from '@axe-core/playwright';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe-core as @axe-core/playwright ships it (the same file, the same version), read from that
 * package's own dependency so the reader does not pin a second copy.
 */
const require = createRequire(import.meta.url);
const axeCore = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as {
  source: string;
  version: string;
};

/** The rule sets every audit runs (WCAG 2.0/2.1 A and AA, and axe's best practices). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeWindow = { axe?: { version: string; configure(spec: unknown): void } };

/**
 * Puts axe-core in a frame unless this document has it already. AxeBuilder.analyze() evaluates
 * the 500 kB script again on every call and finishes each run in a new blank page; in this suite
 * (over a hundred checks) that was three quarters of every check's time. Frames from other
 * origins (the YouTube player, the concordance) answer the top frame's axe because every copy
 * accepts all origins, as AxeBuilder's own frame-by-frame run does.
 */
async function inject(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => (window as AxeWindow).axe?.version);
  if (present === axeCore.version) return;
  // A string, not a function: evaluated by the browser's debugger, so the page's CSP (no eval)
  // does not apply to it.
  await frame.evaluate(axeCore.source);
  await frame.evaluate(() =>
    (window as AxeWindow).axe!.configure({
      allowedOrigins: ['<unsafe_all_origins>'],
      branding: { application: 'playwright' },
    }),
  );
}

/**
 * Runs axe over the page and its frames with AXE_TAGS, as AxeBuilder({ page }).withTags(AXE_TAGS)
 * .analyze() does, in the page itself.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  await inject(page.mainFrame());
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    // A frame that is gone or never loaded is reported by axe itself (frame-tested), as before.
    await inject(frame).catch(() => undefined);
  }
  return page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    AXE_TAGS,
  );
}
