import { ALERT_DISMISS_MS, TOAST_DISMISS_MS } from '@hatchery/domain';

/** D1 §4 (ACC-05..07): alerts come in four types; toasts are the floating kind with a close button. */
export type AlertType = 'error' | 'information' | 'success' | 'warning';
export type AlertKind = 'alert' | 'toast';

export interface AlertItem {
  id: number;
  type: AlertType;
  kind: AlertKind;
  message: string;
  title?: string;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  autoClose: number;
  /** Makes the message a button: clicking it runs this and closes the alert (a live notification opens it). */
  onClick?: () => void;
}

export interface ShowOptions {
  title?: string;
  autoClose?: number;
  onClick?: () => void;
}

type Listener = () => void;

/** A store apart from React (and from Mantine) so any code — links, plain modules — can raise an alert. */
export function createAlertStore(timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis) {
  let items: readonly AlertItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const handles = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = (): void => listeners.forEach((l) => l());

  function dismiss(id: number): void {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
    if (!items.some((i) => i.id === id)) return;
    items = items.filter((i) => i.id !== id);
    emit();
  }

  function show(kind: AlertKind, type: AlertType, message: string, options: ShowOptions = {}): number {
    const id = nextId++;
    const autoClose = options.autoClose ?? (kind === 'toast' ? TOAST_DISMISS_MS : ALERT_DISMISS_MS);
    items = [...items, { id, kind, type, message, title: options.title, autoClose, onClick: options.onClick }];
    if (autoClose > 0) handles.set(id, timers.setTimeout(() => dismiss(id), autoClose));
    emit();
    return id;
  }

  /** The click on a clickable alert: it closes, then its action runs. */
  function activate(id: number): void {
    const item = items.find((i) => i.id === id);
    if (!item) return;
    dismiss(id);
    item.onClick?.();
  }

  return {
    show,
    dismiss,
    activate,
    clear(): void {
      [...items].forEach((i) => dismiss(i.id));
    },
    get(): readonly AlertItem[] {
      return items;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;

export const alertStore: AlertStore = createAlertStore();

/** Alerts: auto-dismiss after 7000 ms unless told otherwise (ACC-06). */
export const alerts = {
  error: (message: string, options?: ShowOptions) => alertStore.show('alert', 'error', message, options),
  information: (message: string, options?: ShowOptions) => alertStore.show('alert', 'information', message, options),
  success: (message: string, options?: ShowOptions) => alertStore.show('alert', 'success', message, options),
  warning: (message: string, options?: ShowOptions) => alertStore.show('alert', 'warning', message, options),
};

/** Toasts: close after 10 s or through their close button (ACC-07). */
export function toast(type: AlertType, message: string, options?: ShowOptions): number {
  return alertStore.show('toast', type, message, options);
}
