/**
 * GAP-46: the Create menu's "task" opens "Add Task". The tasks button listens while it is shown; when nobody listens
 * (a role without the button) the request is not handled and the caller falls back to its route.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export const addTaskRequests = {
  /** Returns false when no one is listening. */
  request(): boolean {
    if (listeners.size === 0) return false;
    listeners.forEach((listener) => listener());
    return true;
  },
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
