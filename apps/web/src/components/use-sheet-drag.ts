import { type PointerEvent, type RefObject, useMemo, useRef } from 'react';

/** How far the sheet must be dragged down to close, px. */
export const CLOSE_DRAG = 96;

/** The custom property the sheet's CSS moves it by while dragged. */
export const DRAG_PROPERTY = '--sheet-drag';

/**
 * Pointer handlers for a bottom sheet's handle: dragging moves the sheet down with the finger and letting go past
 * CLOSE_DRAG closes it, else it springs back. The offset is written to the sheet element's style, never to React
 * state, so a drag re-renders nothing (the slip inside is large).
 */
export function useSheetDrag(sheet: RefObject<HTMLElement | null>, onClose: (() => void) | undefined) {
  const start = useRef<number | null>(null);
  const offset = useRef(0);
  const close = useRef(onClose);
  close.current = onClose;
  return useMemo(() => {
    const move = (px: number) => {
      offset.current = px;
      const element = sheet.current;
      if (!element) return;
      if (px > 0) {
        element.style.setProperty(DRAG_PROPERTY, `${px}px`);
        element.setAttribute('data-dragging', '');
      } else {
        element.style.removeProperty(DRAG_PROPERTY);
        element.removeAttribute('data-dragging');
      }
    };
    const end = () => {
      if (start.current === null) return;
      start.current = null;
      if (offset.current > CLOSE_DRAG && close.current) {
        // The sheet leaves from where the finger let it go: its closing transition starts there.
        sheet.current?.removeAttribute('data-dragging');
        close.current();
      } else {
        move(0);
      }
    };
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        start.current = event.clientY;
        offset.current = 0;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (start.current !== null) move(Math.max(0, event.clientY - start.current));
      },
      onPointerUp: end,
      onPointerCancel: end,
    };
  }, [sheet]);
}
