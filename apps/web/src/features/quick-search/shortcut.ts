/** CHR-27/30: "/" or Ctrl/Cmd+K open quick search, except while focus is somewhere one types or clicks. */
const IGNORED_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (IGNORED_TAGS.has(target.tagName)) return true;
  return target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]') !== null;
}

export function isQuickSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if (isTypingTarget(event.target)) return false;
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) return true;
  return (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey;
}
