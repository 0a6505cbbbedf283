import { useEffect, useRef, type ReactNode } from 'react';
import '@pwa/styles/board.css';

interface PlayedMovesProps {
  /** GTP vertices or 'pass'; moves[i] is move i + 1 */
  moves: readonly string[];
  /** the move number shown: its button is marked, and kept in sight inside the list */
  shown: number;
  onShow: (moveNumber: number) => void;
  /** who played move n (from 1) */
  colourOf: (moveNumber: number) => 'black' | 'white';
  /** the word for a pass */
  pass: string;
  /** the list's name for a screen reader */
  label?: string;
  /** what follows move n's text (a mark for a comment) */
  after?: (moveNumber: number) => ReactNode;
  /** the feature's class beside `move-list` */
  className?: string;
  testId?: string;
}

/** A game's moves, numbered, each a button that shows the position after it. */
export function PlayedMoves(props: PlayedMovesProps) {
  const { moves, shown, onShow, colourOf, pass, label, after, className, testId } = props;
  const list = useRef<HTMLOListElement>(null);
  const current = useRef<HTMLButtonElement>(null);
  // keeps the shown move in sight inside the list, without scrolling the page
  useEffect(() => {
    const box = list.current;
    const item = current.current;
    if (!box || !item) return;
    if (item.offsetTop < box.scrollTop) box.scrollTop = item.offsetTop;
    const bottom = item.offsetTop + item.offsetHeight;
    if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
  }, [shown, moves.length]);

  return (
    <ol
      ref={list}
      className={className ? `move-list ${className}` : 'move-list'}
      aria-label={label}
      data-testid={testId}
    >
      {moves.map((move, index) => {
        const number = index + 1;
        const isShown = number === shown;
        return (
          <li key={number} data-seq={number} data-move={move}>
            <button
              ref={isShown ? current : undefined}
              type="button"
              className={`move-list__move move-list__move--${colourOf(number)}`}
              aria-current={isShown ? 'step' : undefined}
              onClick={() => onShow(number)}
            >
              <span className="move-list__number">{number}.</span> {move === 'pass' ? pass : move}
              {after?.(number)}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
