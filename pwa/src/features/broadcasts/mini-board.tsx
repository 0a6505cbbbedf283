import { useMemo } from 'react';
import type { BroadcastBoard } from '@sync/contract/broadcasts';
import { Goban } from '@pwa/components/goban';
import { lastMoveMarkers } from '@pwa/lib/replay-moves';
import { finalPosition } from './board-replay';

interface MiniBoardProps {
  board: BroadcastBoard;
  /** what the picture shows, for a screen reader */
  label: string;
}

/** A small board at its latest move (the last stone marked). */
export function MiniBoard({ board, label }: MiniBoardProps) {
  const { boardSize, handicap, moves } = board;
  const position = useMemo(
    () => finalPosition({ boardSize, handicap, moves }),
    [boardSize, handicap, moves],
  );
  const markerMap = useMemo(() => lastMoveMarkers(position, { type: 'point' }), [position]);
  return (
    <Goban
      className="broadcast-goban--mini"
      label={label}
      signMap={position.signMap}
      markerMap={markerMap}
    />
  );
}
