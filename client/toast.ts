/**
 * The one toast store every island shares: a single toast at a time, gone after five seconds unless
 * dismissed first. The Toaster island renders it; other islands only call showToast.
 */
export interface Toast {
  id: number;
  title: string;
  text: string;
  tone: 'success' | 'error';
}

export const TOAST_DURATION_MS = 5000;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<Toast, 'id'>): void {
  current = { ...toast, id: nextId++ };
  clearTimeout(timer);
  timer = setTimeout(dismissToast, TOAST_DURATION_MS);
  emit();
}

export function dismissToast(): void {
  clearTimeout(timer);
  if (current === null) return;
  current = null;
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
