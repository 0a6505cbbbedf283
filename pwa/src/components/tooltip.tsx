import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/** Props to spread on the element the tooltip describes. */
export interface TooltipTriggerProps {
  'aria-describedby': string;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger with the given props (it must be focusable to show on keyboard focus). */
  children: (props: TooltipTriggerProps) => ReactNode;
  /** Shows the tooltip whatever the pointer and focus do (e.g. "Copied" for a second). */
  open?: boolean;
  placement?: 'top' | 'bottom';
  className?: string;
}

/** A tooltip shown on hover and keyboard focus, hidden with Escape; linked by aria-describedby. */
export function Tooltip({
  content,
  children,
  open,
  placement = 'bottom',
  className,
}: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = open ?? ((hovered || focused) && !dismissed);

  const triggerProps: TooltipTriggerProps = {
    'aria-describedby': id,
    onMouseEnter: () => {
      setHovered(true);
      setDismissed(false);
    },
    onMouseLeave: () => setHovered(false),
    onFocus: () => {
      setFocused(true);
      setDismissed(false);
    },
    onBlur: () => setFocused(false),
    onKeyDown: (event) => {
      if (event.key === 'Escape' && visible) setDismissed(true);
    },
  };

  return (
    <span className={['tooltip', className].filter(Boolean).join(' ')}>
      {children(triggerProps)}
      <span
        id={id}
        role="tooltip"
        className={`tooltip__bubble tooltip__bubble--${placement}`}
        data-visible={visible}
      >
        {content}
      </span>
    </span>
  );
}
