import { Anchor, Button, createTheme, type CSSVariablesResolver } from '@mantine/core';
import buttonClasses from './button.module.css';

/**
 * The reading serif (self-hosted Literata, app/global.css) for headings and chapter text, then
 * serifs common on each system while it loads.
 */
export const READING_FONT = '"Literata Variable", Georgia, "Noto Serif", "DejaVu Serif", serif';

/** Camino's look: Mantine defaults with a deep indigo accent, system UI text, Literata headings. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shades chosen for WCAG AA contrast of white text on filled buttons in both schemes.
  primaryShade: { light: 8, dark: 8 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: READING_FONT, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Links are told apart from text by more than colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Button: Button.extend({
      classNames: { root: buttonClasses.root, inner: buttonClasses.inner, label: buttonClasses.label },
    }),
  },
});

/** The colours the reader's light-variant badges, alerts and buttons use. */
const ACCENTS = ['indigo', 'teal', 'red', 'gray', 'grape', 'yellow', 'orange', 'cyan', 'pink'];

/**
 * Contrast fixes (WCAG AA, 4.5:1) over Mantine's defaults: darker secondary text, and in the light
 * scheme "light" variants drawn as the palest shade with the darkest text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    ...Object.fromEntries(
      ACCENTS.flatMap((color) => [
        [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
        [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`],
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
  },
});
