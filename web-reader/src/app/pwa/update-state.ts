/**
 * Whether a new version of the reader is installed and waiting, and how to switch to it: a tiny
 * store the update prompt reads (no Workbox code, so the prompt costs `/` nothing until a worker
 * registers and says a version waits).
 */
type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const updateWaiting = (): boolean => applyUpdate !== null;

/** Called by the registration when a new version waits; `apply` activates it and reloads. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** The member chose to reload into the new version. */
export function acceptUpdate(): void {
  applyUpdate?.();
}
