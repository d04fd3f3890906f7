import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; the Toaster's default (5000) when absent. */
  duration?: number;
  /** One button in the toast, e.g. Undo; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: number;
}

type Listener = () => void;

/** One toast at a time: a new toast replaces the one on screen. */
const TOAST_LIMIT = 1;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast. Callable from anywhere, inside React or not. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  setToasts([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id?: number): void {
  setToasts(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen now (one at most). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

const getSnapshot = getToasts;

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
