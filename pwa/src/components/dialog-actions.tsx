interface DialogActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  /** while the action runs: both buttons disabled, the confirm button marked busy */
  busy: boolean;
  /** 'danger' for what cannot be undone (deleting, revoking) */
  tone?: 'primary' | 'danger';
  confirmDisabled?: boolean;
  /** without it the confirm button submits the dialog's form */
  onConfirm?: () => void;
}

/** A confirmation dialog's Cancel and confirm buttons, at its bottom right. */
export function DialogActions({
  cancelLabel,
  confirmLabel,
  onCancel,
  busy,
  tone = 'primary',
  confirmDisabled = false,
  onConfirm,
}: DialogActionsProps) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`button ${tone === 'danger' ? 'button--danger-solid' : 'button--primary'}`}
        disabled={confirmDisabled || busy}
        aria-busy={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
