/** AUTH-17: 'choice' while the maximum number of server sessions is reached and the user must pick one. */
export type SessionGateState = 'ok' | 'choice';
type Listener = () => void;
let state: SessionGateState = 'ok';
const listeners = new Set<Listener>();

export const sessionGate = {
  get(): SessionGateState {
    return state;
  },
  set(next: SessionGateState): void {
    if (state === next) return;
    state = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
