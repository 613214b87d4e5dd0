import { useEffect, useRef } from 'react';
import { normaliseShortcut, type TaggingLabel } from '../../contract/rules/taggingTemplate';

type Shortcutted = Pick<TaggingLabel, 'shortcut'>;

/**
 * The label a pressed key stands for (`KeyboardEvent.key`): its shortcut in any case, or none. Keys that are not
 * one character (Enter, an arrow) never are.
 */
export const shortcutFor = <L extends Shortcutted>(
  labels: readonly L[],
  key: string,
): L | undefined => {
  if ([...key].length !== 1) return undefined;
  const letter = key.toLowerCase();
  return labels.find((label) => normaliseShortcut(label.shortcut) === letter);
};

/** Whether a key press is typed into a field (the comment), where letters are text, not shortcuts. */
export const typesText = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !['button', 'checkbox', 'radio'].includes(target.type)
  );
};

/** The label a keyboard event asks for: not while typing, not with Ctrl, Alt or Meta (the browser's keys). */
export const shortcutOfEvent = <L extends Shortcutted>(
  labels: readonly L[],
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target' | 'repeat'>,
): L | undefined =>
  event.ctrlKey || event.altKey || event.metaKey || event.repeat || typesText(event.target)
    ? undefined
    : shortcutFor(labels, event.key);

/** The selection after a label is toggled: on or off, and in a one-label template it replaces the other. */
export const toggleLabel = (
  selected: readonly string[],
  key: string,
  allowMultiple: boolean,
): string[] => {
  if (selected.includes(key)) return selected.filter((candidate) => candidate !== key);
  return allowMultiple ? [...selected, key] : [key];
};

/**
 * Binds the labels' shortcuts on the whole page while `enabled` (the tagging view of an experiment, where the
 * reviewer's focus is anywhere on the item): a shortcut calls `onLabel` with its label. Typing in a field and
 * keys with Ctrl, Alt or Meta are left alone.
 */
export const useTaggingShortcuts = <L extends Shortcutted>({
  labels,
  onLabel,
  enabled = true,
}: {
  labels: readonly L[];
  onLabel: (label: L) => void;
  enabled?: boolean;
}): void => {
  // The latest callback without binding the listener again on every render.
  const latest = useRef(onLabel);
  useEffect(() => {
    latest.current = onLabel;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const label = shortcutOfEvent(labels, event);
      if (!label) return;
      event.preventDefault();
      latest.current(label);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [labels, enabled]);
};
