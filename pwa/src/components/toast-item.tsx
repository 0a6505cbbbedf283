import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from '@pwa/lib/toast-store';
import { AlertIcon, CheckCircleIcon, CloseIcon, CloudOffIcon } from './icons';

/** Past this share of its width a dragged toast is dismissed. */
const DISMISS_SHARE = 0.8;

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

const ICONS = {
  info: CheckCircleIcon,
  success: CheckCircleIcon,
  warning: CloudOffIcon,
  error: AlertIcon,
} as const;

/** One toast: closes itself after its duration (paused while hovered or dragged) or when swiped away. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { t } = useTranslation('common');
  const drag = useRef<{ pointerId: number; startX: number; width: number } | null>(null);
  const [offset, setOffset] = useState({ dx: 0, width: 1 });
  const [paused, setPaused] = useState(false);
  const Icon = ICONS[toast.kind];

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      width: event.currentTarget.offsetWidth || 1,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    setPaused(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const { startX, width } = drag.current;
    const dx = event.clientX - startX;
    if (Math.abs(dx) > width * DISMISS_SHARE) {
      drag.current = null;
      onDismiss(toast.id);
      return;
    }
    setOffset({ dx, width });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset({ dx: 0, width: 1 });
    setPaused(false);
  };

  const { dx, width } = offset;
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-dragging={dx !== 0}
      style={{
        transform: dx ? `translateX(${dx}px)` : undefined,
        opacity: dx ? Math.max(0.2, 1 - Math.abs(dx) / width) : undefined,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(drag.current !== null)}
    >
      <Icon className="toast__icon" />
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('actions.close')}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}
