import { MODAL_CLOSE_MS } from '@hatchery/domain';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Task } from './documents';

/** The form modal with react-hook-form and zod: its own chunk, fetched when a form first opens. */
const TaskFormModal = lazy(() => import('./TaskFormModal').then((m) => ({ default: m.TaskFormModal })));

/** A new task's first assignee: the startup whose file the form was opened from. */
export interface TaskPreset {
  startup: { _id: string; name: string };
}

interface TaskEditor {
  openAdd: (preset?: TaskPreset) => void;
  openEdit: (task: Task) => void;
}

const TaskEditorContext = createContext<TaskEditor>({ openAdd: () => undefined, openEdit: () => undefined });

type FormState = { mode: 'closed' } | { mode: 'open' | 'closing'; key: number; task: Task | null; preset?: TaskPreset };

/** One Add/Edit Task form for a subtree (the tasks slide-over, a tasks page); items open it through useTaskEditor. */
export function TaskEditorProvider({ children }: { children: ReactNode }) {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const openAdd = useCallback((preset?: TaskPreset) => setForm({ mode: 'open', key: Date.now(), task: null, preset }), []);
  const openEdit = useCallback((task: Task) => setForm({ mode: 'open', key: Date.now(), task }), []);
  const close = useCallback(() => setForm((f) => (f.mode === 'open' ? { ...f, mode: 'closing' } : f)), []);
  // The modal leaves with its closing animation (D1 §9: 300 ms), then unmounts so the next one starts empty.
  useEffect(() => {
    if (form.mode !== 'closing') return undefined;
    const timer = setTimeout(() => setForm((f) => (f.mode === 'closing' ? { mode: 'closed' } : f)), MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [form.mode]);
  const value = useMemo(() => ({ openAdd, openEdit }), [openAdd, openEdit]);
  return (
    <TaskEditorContext.Provider value={value}>
      {children}
      {form.mode !== 'closed' ? (
        <Suspense fallback={null}>
          <TaskFormModal key={form.key} opened={form.mode === 'open'} task={form.task} preset={form.preset} onClose={close} />
        </Suspense>
      ) : null}
    </TaskEditorContext.Provider>
  );
}

export function useTaskEditor(): TaskEditor {
  return useContext(TaskEditorContext);
}
