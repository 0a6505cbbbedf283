import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** ms before it closes by itself */
  duration: number;
}

export interface ToastOptions {
  kind?: ToastKind;
  duration?: number;
  /** A toast with the id of a visible one replaces it instead of stacking. */
  id?: string;
}

export const TOAST_DURATION_MS = 5000;
const MAX_TOASTS = 4;

// crypto.randomUUID needs a secure context; a toast id only has to be unique on the page.
function newToastId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

interface ToastStore {
  toasts: Toast[];
  show: (message: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export const useToasts = create<ToastStore>((set) => ({
  toasts: [],
  show: (message, options = {}) => {
    const id = options.id ?? newToastId();
    const toast: Toast = {
      id,
      message,
      kind: options.kind ?? 'info',
      duration: options.duration ?? TOAST_DURATION_MS,
    };
    set((state) => ({
      toasts: [...state.toasts.filter((t) => t.id !== id), toast].slice(-MAX_TOASTS),
    }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (components, stores, callbacks); returns its id. */
export function showToast(message: string, options?: ToastOptions): string {
  return useToasts.getState().show(message, options);
}

export function dismissToast(id: string): void {
  useToasts.getState().dismiss(id);
}
