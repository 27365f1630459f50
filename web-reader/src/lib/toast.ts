/** A global, minimal toast queue (one visible at a time is enough for the reader's messages). */
export interface Toast {
  id: number;
  message: string;
  color: 'red' | 'green' | 'blue';
  /** Milliseconds before it hides itself. */
  duration: number;
}

type Listener = (toasts: Toast[]) => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast for `duration` ms. Returns its id. */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  publish([...toasts, { ...toast, id }]);
  setTimeout(() => hideToast(id), toast.duration);
  return id;
}

export function hideToast(id: number): void {
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): Toast[] => toasts;
