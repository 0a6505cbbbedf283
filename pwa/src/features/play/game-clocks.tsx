import type { Colour, LiveGameState } from '@sync/contract/play';
import { clocksAt } from './clock-display';
import { PlayerClock } from './player-clock';
import { useServerNow } from './use-server-now';

interface GameClocksProps {
  state: LiveGameState;
  /** add to Date.now() for the server's time */
  offset: number;
  captures: { black: number; white: number };
}

const COLOURS: Colour[] = ['black', 'white'];

/** Both players with their clocks, ticking from the last readings at the server's time. */
export function GameClocks({ state, offset, captures }: GameClocksProps) {
  const running = state.phase === 'play' ? state.clocks.running : null;
  const serverNow = useServerNow(offset, running !== null);
  const clocks = clocksAt({ ...state.clocks, running }, state.timeControl, serverNow);
  return (
    <div className="play-sides">
      {COLOURS.map((colour) => (
        <PlayerClock
          key={colour}
          colour={colour}
          player={state[colour]}
          clock={clocks[colour]}
          running={running === colour}
          captures={captures[colour]}
          byoyomi={state.timeControl.kind === 'byoyomi'}
        />
      ))}
    </div>
  );
}
