/** The tagging view's keys: one pure mapping from a key event to a command. */
export type TaggingCommand = 'next' | 'previous' | 'help' | 'label';

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

/** Typing in a field (the comment, say) or a menu never triggers a shortcut. */
const isTypingTarget = (target: EventTarget | null | undefined): boolean => {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable="true"]') !== null;
};

/**
 * J and K move on and back (the arrow keys too), ? opens the help; any other single letter or digit may be a
 * label's shortcut (the template decides). Keys with Ctrl, Cmd or Alt stay the browser's.
 */
export const taggingCommandOf = (event: KeyLike): TaggingCommand | null => {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  if (event.key === '?') return 'help';
  if (event.key === 'ArrowRight') return 'next';
  if (event.key === 'ArrowLeft') return 'previous';
  const key = event.key.toLowerCase();
  if (key === 'j') return 'next';
  if (key === 'k') return 'previous';
  return /^[a-z0-9]$/.test(key) ? 'label' : null;
};
