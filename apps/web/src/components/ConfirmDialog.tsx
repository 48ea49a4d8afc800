/**
 * A small yes/no confirmation dialog (delete an option, delete or copy a report). Its code (MUI's Dialog, Modal,
 * the checkbox) loads after the screen's first paint (deferredMui.ts, ADR 0026): screens draw it closed from the
 * start, and one opened before its code has arrived shows as soon as it has.
 */
import type { ReactNode } from 'react';
import { useDeferred } from './deferred.ts';
import { CONFIRM_DIALOG_VIEW } from './deferredMui.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** A checkbox under the question (e.g. 'Delete permanently (cannot be undone)'). */
  option?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  confirmLabel: string;
  busy?: boolean;
  /** 'danger' (default): the confirm button is red, for what removes something; 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const View = useDeferred(CONFIRM_DIALOG_VIEW)?.ConfirmDialogView;
  return View ? <View {...props} /> : null;
}
