import { TASK_MESSAGES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import type { Task } from './documents';
import { createTaskVariables, isValidTaskUrl, parseAssigneeKey, taskFormSchema, taskFormValuesOf, updatedTaskInput } from './taskForm';

const MESSAGES = {
  nameRequired: TASK_MESSAGES.nameRequired,
  nameTooLong: 'Name must be at most 300 characters',
  dueDateRequired: TASK_MESSAGES.dueDateRequired,
  dueDateInPast: TASK_MESSAGES.dueDateInPast,
  assigneeRequired: TASK_MESSAGES.assigneeRequired,
  urlInvalid: TASK_MESSAGES.urlInvalid,
};
const NOW = new Date(2026, 2, 10, 14, 0);

function messagesOf(values: Record<string, unknown>, kept?: string): Record<string, string> {
  const result = taskFormSchema(MESSAGES, () => NOW, kept).safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const VALID = { name: 'Send the deck', dueDate: '2026-03-12', assignees: ['User:u1'], url: '' };

describe('task form rules (D1 §5; TSK-14…17, TSK-20, TSK-22)', () => {
  it('accepts a complete form', () => {
    expect(messagesOf(VALID)).toEqual({});
  });

  it('an empty name gives "Name is a required field" (TSK-15)', () => {
    expect(messagesOf({ ...VALID, name: '   ' })).toEqual({ name: 'Name is a required field' });
  });

  it('dueDate is required and may not be earlier than one day ago (TSK-16)', () => {
    expect(messagesOf({ ...VALID, dueDate: '' })).toEqual({ dueDate: 'Due date is a required field' });
    expect(messagesOf({ ...VALID, dueDate: '2026-03-08' })).toEqual({ dueDate: 'The due date can not be in the past' });
    expect(messagesOf({ ...VALID, dueDate: '2026-03-09' })).toEqual({});
    // Editing: the task's own (now past) day may stay.
    expect(messagesOf({ ...VALID, dueDate: '2026-03-01' }, '2026-03-01')).toEqual({});
  });

  it('assignees must hold at least one entry with type and value (TSK-17)', () => {
    expect(messagesOf({ ...VALID, assignees: [] })).toEqual({ assignees: 'There has to be at least one assignee' });
    expect(messagesOf({ ...VALID, assignees: ['Team:x'] })).toEqual({ assignees: 'There has to be at least one assignee' });
    expect(parseAssigneeKey('Startup:s1')).toEqual({ type: 'Startup', value: 's1' });
    expect(parseAssigneeKey('User:')).toBeNull();
  });

  it('a link needs no scheme but must be a web address', () => {
    expect(isValidTaskUrl('example.com/deck')).toBe(true);
    expect(isValidTaskUrl('https://example.com')).toBe(true);
    expect(messagesOf({ ...VALID, url: 'ftp://example.com' })).toEqual({ url: 'Url is not a valid url' });
    expect(messagesOf({ ...VALID, url: 'http://' })).toEqual({ url: 'Url is not a valid url' });
  });

  it('createTask sends name, dueDate, done and assignees as type and value only (TSK-14, TSK-20)', () => {
    expect(createTaskVariables({ ...VALID, name: ' Send the deck ', assignees: ['User:u1', 'Startup:s1'], url: ' example.com ' })).toEqual({
      name: 'Send the deck',
      dueDate: '2026-03-12',
      done: false,
      assignees: [
        { type: 'User', value: 'u1' },
        { type: 'Startup', value: 's1' },
      ],
      url: 'example.com',
    });
    expect(createTaskVariables(VALID)).not.toHaveProperty('url');
  });

  it('updateTask sends only what changed; the form starts from the startups and the people assigned directly (TSK-22)', () => {
    const task = {
      name: 'Send the deck',
      dueDate: new Date(2026, 2, 1, 23, 59, 59, 999).toISOString(),
      url: null,
      assignees: [
        { type: 'Startup', startup: { _id: 's1', name: 'Orbital' }, user: null, viaStartup: null },
        { type: 'User', user: { _id: 'u3', fullName: 'Cy' }, viaStartup: { _id: 's1', name: 'Orbital' }, startup: null },
        { type: 'User', user: { _id: 'u1', fullName: 'Ann' }, viaStartup: null, startup: null },
      ],
    } as unknown as Task;
    const initial = taskFormValuesOf(task);
    expect(initial).toEqual({ name: 'Send the deck', dueDate: '2026-03-01', assignees: ['Startup:s1', 'User:u1'], url: '' });
    expect(updatedTaskInput(initial, { ...initial })).toEqual({});
    expect(updatedTaskInput(initial, { ...initial, assignees: ['User:u1', 'Startup:s1'] })).toEqual({});
    expect(updatedTaskInput(initial, { ...initial, name: 'Send the new deck', assignees: ['User:u1'] })).toEqual({
      name: 'Send the new deck',
      assignees: [{ type: 'User', value: 'u1' }],
    });
  });
});
