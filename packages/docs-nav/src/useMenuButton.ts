'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { nextMenuIndex } from './menuNavigation.js';

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';
/** Attribute that marks the item to focus when the menu opens (the current product or version). */
export const MENU_INITIAL_FOCUS_ATTR = 'data-initial-focus';

type FocusTarget = 'initial' | 'first' | 'last';

/**
 * A button that opens a menu of links, with the keyboard behaviour readers expect: ArrowDown /
 * ArrowUp on the button open it, arrows / Home / End move between items, Escape closes it and
 * returns focus to the button, Tab closes it, and so does a click outside or on an item.
 * The menu is only mounted while open.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const focusTarget = useRef<FocusTarget>('initial');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const buttonId = `${id}button`;
  const menuId = `${id}menu`;

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openWith = (target: FocusTarget) => {
    focusTarget.current = target;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    const list = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
    const initial = list.find((item) => item.hasAttribute(MENU_INITIAL_FOCUS_ATTR));
    const target =
      focusTarget.current === 'last'
        ? list[list.length - 1]
        : focusTarget.current === 'first'
          ? list[0]
          : (initial ?? list[0]);
    target?.focus();

    const onPointerDown = (event: Event) => {
      const node = event.target as Node | null;
      if (menuRef.current?.contains(node) || buttonRef.current?.contains(node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const buttonProps = {
    id: buttonId,
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? close(false) : openWith('initial')),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openWith(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
  };

  const menuProps = {
    id: menuId,
    ref: menuRef,
    role: 'menu' as const,
    'aria-labelledby': buttonId,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key === 'Tab') {
        // Focus goes back to the button, so the next Tab continues from there.
        event.preventDefault();
        close(true);
        return;
      }
      const list = items();
      const next = nextMenuIndex(
        event.key,
        list.indexOf(document.activeElement as HTMLElement),
        list.length,
      );
      if (next !== null) {
        event.preventDefault();
        list[next]?.focus();
      }
    },
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      // Choosing an item (a link or the current entry) closes the menu.
      if ((event.target as Element).closest(ITEM_SELECTOR)) close(true);
    },
  };

  return { open, close, buttonProps, menuProps };
}
