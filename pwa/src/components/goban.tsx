import { Goban as ShudanGoban, type GobanProps as ShudanProps } from '@sabaki/shudan';
import '@sabaki/shudan/css/goban.css';
import '@pwa/styles/board.css';
import { h, render } from 'preact';
import { useLayoutEffect, useState } from 'react';
import { vertexSizeFor } from './vertex-size';

export type GobanProps = Omit<ShudanProps, 'vertexSize' | 'signMap'> & {
  signMap: NonNullable<ShudanProps['signMap']>;
  /** what the board shows, for a screen reader */
  label: string;
  /**
   * the box's class beside `goban` (styles/board.css: the theme's colours, and `goban--page` for
   * a page's main board): the feature sizes the board through it
   */
  className: string;
};

/** The width of an element, followed as it resizes. */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * Sabaki's board renderer (Shudan, a Preact component) in a box this React component owns,
 * as big as the box's width allows.
 */
export function Goban({ label, className, ...props }: GobanProps) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const width = useWidth(host);
  const rows = props.signMap.length;
  const columns = props.signMap[0]?.length ?? 0;

  useLayoutEffect(() => {
    if (!host || width === 0) return;
    const vertexSize = vertexSizeFor(width, columns, rows);
    render(h(ShudanGoban, { ...props, vertexSize }), host);
  });

  // Unmounts the Preact tree when the box goes.
  useLayoutEffect(() => {
    if (!host) return;
    return () => render(null, host);
  }, [host]);

  // Shudan's points carry their signs ("1", "-1") and the coordinates as text: the picture is
  // named by its label instead.
  return (
    <div className={`goban ${className}`} role="img" aria-label={label}>
      <div ref={setHost} aria-hidden="true" />
    </div>
  );
}
