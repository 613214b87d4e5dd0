/** The review queue's keyboard shortcuts: one pure mapping from a key event to a command. */
export type ReviewCommand = 'approve' | 'reject' | 'skip' | 'next' | 'previous' | 'back' | 'help';

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

/** The shortcuts as shown on the help overlay (keys, command). */
export const REVIEW_SHORTCUTS: ReadonlyArray<{ keys: string[]; command: ReviewCommand }> = [
  { keys: ['A'], command: 'approve' },
  { keys: ['R'], command: 'reject' },
  { keys: ['S'], command: 'skip' },
  { keys: ['J', '→'], command: 'next' },
  { keys: ['K', '←'], command: 'previous' },
  { keys: ['Esc'], command: 'back' },
  { keys: ['?'], command: 'help' },
];

const COMMANDS: Readonly<Record<string, ReviewCommand>> = {
  a: 'approve',
  r: 'reject',
  s: 'skip',
  j: 'next',
  ArrowRight: 'next',
  k: 'previous',
  ArrowLeft: 'previous',
  Escape: 'back',
  '?': 'help',
};

/** Typing in a field (or an editable element) must never trigger a shortcut. */
export const isTypingTarget = (target: EventTarget | null | undefined): boolean => {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable="true"]') !== null;
};

export const reviewCommandOf = (event: KeyLike): ReviewCommand | null => {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const key = event.key.length === 1 && event.key !== '?' ? event.key.toLowerCase() : event.key;
  return COMMANDS[key] ?? null;
};
