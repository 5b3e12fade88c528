import { AlertDialog } from '@base-ui/react/alert-dialog';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import styles from './dialog.module.css';
import { useSheetDrag } from './use-sheet-drag';

type FocusTarget = ComponentProps<typeof BaseDialog.Popup>['initialFocus'];

export interface DialogProps {
  /** Whether it shows; a dialog mounted only while it shows leaves it out. */
  open?: boolean;
  /** Asked to close: Escape, a `DialogClose`, a press on the scrim (not for alerts), the sheet dragged down. */
  onClose?: () => void;
  /** An alert dialog (role alertdialog): a press outside never dismisses it. */
  alert?: boolean;
  /** A press outside does not dismiss it either (the login dialog: a stray tap would lose what was typed). */
  keepOnOutsidePress?: boolean;
  /** The layout: a card in the middle of the screen, or a bottom sheet with a drag handle (the slip on phones). */
  variant?: 'centred' | 'sheet';
  /** The caller's own layout instead of the variant's (the login dialog's full screen, the menu drawer). */
  className?: string;
  backdropClassName?: string;
  /** The id of the element naming it, when that is not a `DialogTitle` (the slip's own heading). */
  labelledBy?: string;
  /**
   * What takes the focus on open; by default the first control (the popup itself when opened by touch), and the
   * sheet itself for a sheet (its first control may clear the slip).
   */
  initialFocus?: FocusTarget;
  /** What takes the focus back on close; by default what had it before the dialog opened. */
  finalFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The one modal dialog of the app, over Base UI's Dialog: focus moves in, Tab stays inside, Escape closes, the
 * focus returns to what opened it, the page behind is hidden from assistive technology and takes no presses, and it
 * does not scroll. Nothing here re-implements those; this only names the app's layouts.
 */
export function Dialog({
  open = true,
  onClose,
  alert = false,
  keepOnOutsidePress = false,
  variant = 'centred',
  className,
  backdropClassName,
  labelledBy,
  initialFocus,
  finalFocus,
  children,
}: DialogProps) {
  const Root = alert ? AlertDialog.Root : BaseDialog.Root;
  const popup = useRef<HTMLDivElement>(null);
  const drag = useSheetDrag(popup, onClose);
  const sheet = variant === 'sheet';
  return (
    <Root
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose?.())}
      disablePointerDismissal={keepOnOutsidePress}
    >
      <BaseDialog.Portal className={styles.layer}>
        <BaseDialog.Backdrop className={backdropClassName ?? (sheet ? styles.sheetBackdrop : styles.backdrop)} />
        <BaseDialog.Popup
          ref={popup}
          className={className ?? (sheet ? styles.sheet : styles.popup)}
          // Base UI names the popup after its DialogTitle; an explicit undefined would erase that.
          {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
          initialFocus={initialFocus ?? (sheet ? popup : undefined)}
          finalFocus={finalFocus}
        >
          {sheet ? (
            <>
              <div className={styles.handle} {...drag}>
                <span className={styles.grip} />
              </div>
              <div className={styles.sheetContent}>{children}</div>
            </>
          ) : (
            children
          )}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </Root>
  );
}

/** The dialog's name (its heading). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof BaseDialog.Title> & { className?: string }) {
  return <BaseDialog.Title className={className ?? styles.title} {...props} />;
}

/** The dialog's message, read with its name. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof BaseDialog.Description> & { className?: string }) {
  return <BaseDialog.Description className={className ?? styles.message} {...props} />;
}

/** A button that closes the dialog (the caller styles it). */
export const DialogClose = BaseDialog.Close;

/** The round icon above a centred dialog's title; `warning` for what stops play. */
export function DialogIcon({ warning = false, children }: { warning?: boolean; children: ReactNode }) {
  return <span className={warning ? `${styles.icon} ${styles.warning}` : styles.icon}>{children}</span>;
}

/** The row of buttons at the end of a centred dialog; `wrap` lets two long (Greek) labels share it or wrap. */
export function DialogActions({ wrap = false, children }: { wrap?: boolean; children: ReactNode }) {
  return <div className={wrap ? `${styles.actions} ${styles.wrap}` : styles.actions}>{children}</div>;
}
