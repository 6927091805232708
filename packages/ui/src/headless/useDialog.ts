import { useCallback, useId, type KeyboardEvent } from 'react';
import { useControllableState } from './useControllableState.ts';

export interface UseDialogOptions {
  /** Controlled open state. */
  open?: boolean | undefined;
  defaultOpen?: boolean;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Escape closes the dialog (default true). */
  closeOnEscape?: boolean;
  /** Use your own title id instead of a generated one. */
  titleId?: string | undefined;
  /** Use your own description id instead of a generated one. */
  descriptionId?: string | undefined;
  /** The dialog has a visible title (default true); without one, give the dialog an `aria-label`. */
  withTitle?: boolean;
  /** The dialog has a description element that carries `descriptionProps` (default false). */
  withDescription?: boolean;
  role?: 'dialog' | 'alertdialog';
}

export interface DialogElementProps {
  role: 'dialog' | 'alertdialog';
  'aria-modal': true;
  'aria-labelledby': string | undefined;
  'aria-describedby': string | undefined;
  tabIndex: -1;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface UseDialogResult {
  open: boolean;
  setOpen: (open: boolean) => void;
  show: () => void;
  close: () => void;
  toggle: () => void;
  titleId: string;
  descriptionId: string;
  /** Spread on the button that opens the dialog. */
  triggerProps: { 'aria-haspopup': 'dialog'; 'aria-expanded': boolean; onClick: () => void };
  /** Spread on the dialog element: role, modal, names and Escape handling. */
  dialogProps: DialogElementProps;
  titleProps: { id: string };
  descriptionProps: { id: string };
}

/**
 * Headless dialog state: open/closed (controlled or not), ids that name and describe the dialog,
 * and Escape handling on the dialog element. Escape is handled where focus is (inside the
 * dialog, as a focus trap keeps it), so a nested dialog closes before the one below it.
 */
export function useDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeOnEscape = true,
  titleId: titleIdProp,
  descriptionId: descriptionIdProp,
  withTitle = true,
  withDescription = false,
  role = 'dialog',
}: UseDialogOptions = {}): UseDialogResult {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const generated = useId();
  const titleId = titleIdProp ?? `${generated}-title`;
  const descriptionId = descriptionIdProp ?? `${generated}-description`;

  const show = useCallback(() => setOpen(true), [setOpen]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const toggle = useCallback(() => setOpen(!open), [setOpen, open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Portaled children bubble through the React tree: stop at the innermost dialog, even
      // when that one stays open, so that the dialog below it does not close instead.
      event.stopPropagation();
      if (!closeOnEscape) return;
      event.preventDefault();
      close();
    },
    [close, closeOnEscape],
  );

  return {
    open,
    setOpen,
    show,
    close,
    toggle,
    titleId,
    descriptionId,
    triggerProps: { 'aria-haspopup': 'dialog', 'aria-expanded': open, onClick: toggle },
    dialogProps: {
      role,
      'aria-modal': true,
      'aria-labelledby': withTitle ? titleId : undefined,
      'aria-describedby': withDescription ? descriptionId : undefined,
      tabIndex: -1,
      onKeyDown,
    },
    titleProps: { id: titleId },
    descriptionProps: { id: descriptionId },
  };
}
