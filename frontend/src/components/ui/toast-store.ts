// A tiny toast store (SPEC §2, §9): one toast visible at a time, a new one replaces it, and each
// dismisses itself after 5 s.

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

export const TOAST_DURATION_MS = 5_000;

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const dismissToast = (id?: number): void => {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
};

export const toast = (input: { title: string; description?: string; variant?: Toast['variant'] }): number => {
  clearTimeout(timer);
  const id = nextId++;
  current = {
    id,
    title: input.title,
    variant: input.variant ?? 'default',
    ...(input.description ? { description: input.description } : {}),
  };
  timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  emit();
  return id;
};

export const subscribeToToasts = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentToast = (): Toast | null => current;
