import type { KeyboardEvent } from 'react';

/** What a reader can reach in the tree: its buttons and links, in document (and visual) order. */
function itemsOf(tree: HTMLElement): HTMLElement[] {
  return [...tree.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
}

/** The button that opened the branch holding `item`: its parent in the tree. */
function parentOf(item: HTMLElement): HTMLElement | null {
  const branch = item.closest('li')?.parentElement?.closest('li');
  return branch?.querySelector<HTMLElement>(':scope > button') ?? null;
}

/**
 * Arrow keys as in a tree view, on top of Tab and Enter, which work as ever: Up and Down move between the
 * visible rows, Home and End to the first and last, Right opens a closed branch, Left closes an open one or goes
 * to its parent.
 */
export function onTreeKeyDown(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const item = event.target as HTMLElement;
  const items = itemsOf(event.currentTarget);
  const index = items.indexOf(item);
  if (index < 0) return;
  const expanded = item.getAttribute('aria-expanded');
  let next: HTMLElement | null | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = items[index + 1];
      break;
    case 'ArrowUp':
      next = items[index - 1];
      break;
    case 'Home':
      next = items[0];
      break;
    case 'End':
      next = items[items.length - 1];
      break;
    case 'ArrowRight':
      if (expanded === 'false') item.click();
      else if (expanded === 'true') next = items[index + 1];
      break;
    case 'ArrowLeft':
      if (expanded === 'true') item.click();
      else next = parentOf(item);
      break;
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
}
