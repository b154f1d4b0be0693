import type { KeyboardEvent } from 'react';

const ITEM = '[role="treeitem"]';

/** Shown items in reading order: a collapsed item's reports are not rendered, so the DOM order is the visible one. */
function itemsOf(tree: HTMLElement): HTMLElement[] {
  return Array.from(tree.querySelectorAll<HTMLElement>(ITEM));
}

/** An item's manager: the item before the group that holds the item's own list entry. */
function parentOf(item: HTMLElement): HTMLElement | null {
  const group = item.parentElement?.parentElement;
  const owner = group?.getAttribute('role') === 'group' ? group.previousElementSibling : null;
  return owner instanceof HTMLElement && owner.matches(ITEM) ? owner : null;
}

/**
 * The WAI-ARIA tree pattern's keys: up and down move through the shown items, right opens an item or enters
 * it, left closes it or goes to its manager, Home and End go to the first and the last, Enter and Space open
 * or close. Answers whether the key was one of them.
 */
export function handleTreeKey(
  event: KeyboardEvent<HTMLElement>,
  setExpanded: (id: number, open: boolean) => void,
): boolean {
  const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
  const tree = event.currentTarget;
  if (!item) return false;
  const items = itemsOf(tree);
  const at = items.indexOf(item);
  const id = Number(item.dataset.id);
  const state = item.getAttribute('aria-expanded');
  const go = (target: HTMLElement | null | undefined) => target?.focus();
  switch (event.key) {
    case 'ArrowDown':
      go(items[at + 1]);
      return true;
    case 'ArrowUp':
      go(items[at - 1]);
      return true;
    case 'Home':
      go(items[0]);
      return true;
    case 'End':
      go(items.at(-1));
      return true;
    case 'ArrowRight':
      if (state === 'false') setExpanded(id, true);
      else if (state === 'true') go(item.parentElement?.querySelector<HTMLElement>(`:scope > [role="group"] ${ITEM}`));
      return true;
    case 'ArrowLeft':
      if (state === 'true') setExpanded(id, false);
      else go(parentOf(item));
      return true;
    case 'Enter':
    case ' ':
      if (state !== null) setExpanded(id, state === 'false');
      return true;
    default:
      return false;
  }
}
