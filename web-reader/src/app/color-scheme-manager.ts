import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

const KEY = 'darkMode';

/**
 * Keeps Mantine's colour scheme in the `darkMode` boolean of SPEC.md §3. Nothing stored means
 * "auto": the first visit follows the system. public/boot.js applies the same rule before paint.
 */
export function darkModeColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        const stored = localStorage.getItem(KEY);
        if (stored === 'true') return 'dark';
        if (stored === 'false') return 'light';
      } catch {
        // Storage blocked: the default applies.
      }
      return defaultValue;
    },
    set: (value: MantineColorScheme) => {
      try {
        if (value === 'auto') localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, String(value === 'dark'));
      } catch {
        // Not remembered; still applied for this page.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key === KEY)
          onUpdate(event.newValue === 'true' ? 'dark' : event.newValue === 'false' ? 'light' : 'auto');
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      try {
        localStorage.removeItem(KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
