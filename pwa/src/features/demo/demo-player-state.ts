/** Where the demo stands: the move shown (0 the empty board) and whether it plays by itself. */
export interface PlayerState {
  move: number;
  playing: boolean;
}

/** The actions that need nothing more than their name. */
export type PlayerStep = 'first' | 'previous' | 'next' | 'last' | 'toggle' | 'pause' | 'tick';

export type PlayerAction = { type: PlayerStep } | { type: 'goTo'; move: number };

const clamp = (move: number, total: number) => Math.min(Math.max(0, Math.round(move)), total);

/**
 * The demo's navigation over a game of `total` moves. Stepping by hand pauses the playback; the
 * playback stops at the last move, and playing again from there starts over.
 */
export function playerReducer(total: number) {
  return (state: PlayerState, action: PlayerAction): PlayerState => {
    switch (action.type) {
      case 'first':
        return { move: 0, playing: false };
      case 'previous':
        return { move: clamp(state.move - 1, total), playing: false };
      case 'next':
        return { move: clamp(state.move + 1, total), playing: false };
      case 'last':
        return { move: total, playing: false };
      case 'goTo':
        return { move: clamp(action.move, total), playing: false };
      case 'pause':
        return state.playing ? { ...state, playing: false } : state;
      case 'toggle':
        if (state.playing) return { ...state, playing: false };
        return { move: state.move >= total ? 0 : state.move, playing: true };
      case 'tick': {
        if (!state.playing) return state;
        const move = clamp(state.move + 1, total);
        return { move, playing: move < total };
      }
    }
  };
}
