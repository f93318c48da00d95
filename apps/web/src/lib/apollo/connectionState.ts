/** TRN-11, GAP-43: a network failure marks the app disconnected; the next success marks it connected. */
type Listener = () => void;
let connected = true;
const listeners = new Set<Listener>();

export const connectionState = {
  get(): boolean {
    return connected;
  },
  set(value: boolean): void {
    if (connected === value) return;
    connected = value;
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
