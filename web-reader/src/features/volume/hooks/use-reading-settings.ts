import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_READING_SETTINGS,
  parseReadingSettings,
  READING_SETTINGS_KEY,
  type ReadingSettings,
} from '../utils/reading-settings';

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: ReadingSettings } | null = null;
/** Where the settings live when the browser blocks storage: this visit only. */
let memory: string | null = null;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(READING_SETTINGS_KEY);
  } catch {
    return memory;
  }
}

/** The same object while the stored text is unchanged (useSyncExternalStore compares by identity). */
function snapshot(): ReadingSettings {
  const raw = readStored();
  if (!cache || cache.raw !== raw) cache = { raw, value: parseReadingSettings(raw) };
  return cache.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed them: follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key === READING_SETTINGS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The reading settings of this device, and a setter that stores them (see utils/reading-settings). */
export function useReadingSettings() {
  const settings = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_READING_SETTINGS);
  const update = useCallback((change: Partial<ReadingSettings>) => {
    const raw = JSON.stringify({ ...snapshot(), ...change });
    try {
      window.localStorage.setItem(READING_SETTINGS_KEY, raw);
    } catch {
      memory = raw;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, update] as const;
}
