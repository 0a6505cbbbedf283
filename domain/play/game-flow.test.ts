import { listItems } from './growing-list';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  clocksAt,
  FLOW_REASONS,
  nextDeadline,
  startFlow,
  type FlowEvent,
  type FlowSettings,
  type LiveGameFlow,
  undoableMoves,
} from './game-flow';
import { ABANDON_AFTER_MS, flowSettingsOf } from './flow-settings';
import { LAG_ALLOWANCE_MS } from './types';

const T0 = 1_000_000;
const SETTINGS: FlowSettings = {
  boardSize: 9,
  rules: 'chinese',
  komi: 7.5,
  handicapStones: [],
  clock: { kind: 'fischer', mainTime: 60_000, increment: 5_000, maximum: null },
  abandonAfterMs: ABANDON_AFTER_MS,
};

function run(events: FlowEvent[], settings = SETTINGS): LiveGameFlow {
  return events.reduce(
    (game, event) => {
      const result = applyEvent(game, event);
      if (!result.ok) throw new Error(`${event.kind}: ${result.reason}`);
      return result.game;
    },
    startFlow(settings, T0),
  );
}

function refused(game: LiveGameFlow, event: FlowEvent): string {
  const result = applyEvent(game, event);
  if (result.ok) throw new Error(`${event.kind} was accepted`);
  return result.reason;
}

const move = (actor: 'black' | 'white', vertex: string, at: number): FlowEvent => ({
  kind: 'move',
  actor,
  move: vertex,
  at,
});

describe('live game flow: play', () => {
  it('alternates turns, charges the mover and adds the increment', () => {
    const game = run([move('black', 'E5', T0 + 10_000), move('white', 'C3', T0 + 13_000)]);
    expect(listItems(game.moves)).toEqual(['E5', 'C3']);
    expect(game.clocks.black.mainLeft).toBe(60_000 - 10_000 + 5_000);
    expect(game.clocks.white.mainLeft).toBe(60_000 - 3_000 + 5_000);
    expect(game.turnStartedAt).toBe(T0 + 13_000);
  });

  it('refuses a move out of turn, on an occupied point, and after the end', () => {
    const game = run([move('black', 'E5', T0 + 1)]);
    expect(refused(game, move('black', 'D4', T0 + 2))).toBe(FLOW_REASONS.notYourTurn);
    expect(refused(game, move('white', 'E5', T0 + 2))).toBe('Point is occupied');
    const over = run([move('black', 'E5', T0 + 1), { kind: 'resign', actor: 'white', at: T0 + 2 }]);
    expect(over.result).toBe('B+R');
    expect(refused(over, move('white', 'D4', T0 + 3))).toBe(FLOW_REASONS.gameOver);
  });

  it('a game without a lag quota (started before quotas) forgives up to the allowance a move', () => {
    const lagged = run([
      { kind: 'move', actor: 'black', move: 'E5', at: T0 + 10_000, lagMs: 5_000 },
    ]);
    expect(lagged.clocks.black.mainLeft).toBe(60_000 - (10_000 - LAG_ALLOWANCE_MS) + 5_000);
  });

  it('a move after the flag is refused and the timeout ends the game', () => {
    const late = T0 + 60_000 + 2 * LAG_ALLOWANCE_MS;
    const game = startFlow(SETTINGS, T0);
    expect(refused(game, move('black', 'E5', late))).toBe(FLOW_REASONS.timeIsUp);
    const deadline = nextDeadline({ ...game, moved: { black: true, white: true } });
    expect(deadline).toEqual({
      at: T0 + 60_000 + LAG_ALLOWANCE_MS + 1,
      kind: 'timeout',
      colour: 'black',
    });
    expect(refused(game, { kind: 'timeout', colour: 'black', at: T0 + 59_000 })).toBe(
      FLOW_REASONS.clockRunning,
    );
    const over = run([{ kind: 'timeout', colour: 'black', at: late }]);
    expect(over.result).toBe('W+T');
    expect(over.endReason).toBe('timeout');
    expect(over.clocks.black.mainLeft).toBe(0);
  });

  it('a player who never moves abandons after two minutes, not before', () => {
    const game = startFlow({ ...SETTINGS, clock: { ...SETTINGS.clock, mainTime: 600_000 } }, T0);
    expect(nextDeadline(game)).toEqual({
      at: T0 + ABANDON_AFTER_MS,
      kind: 'abandon',
      colour: 'black',
    });
    expect(refused(game, { kind: 'abandon', colour: 'black', at: T0 + ABANDON_AFTER_MS - 1 })).toBe(
      FLOW_REASONS.notAbandoned,
    );
    const over = applyEvent(game, { kind: 'abandon', colour: 'black', at: T0 + ABANDON_AFTER_MS });
    expect(over.ok && over.game.result).toBe('W+F');
  });

  it('downtime between the last sign of life and the restart is charged to nobody', () => {
    const game = run([
      move('black', 'E5', T0 + 1_000),
      { kind: 'clock-resume', from: T0 + 5_000, at: T0 + 100_000 },
    ]);
    // white used 4 s before the outage; the 95 s of downtime are not theirs
    expect(clocksAt(game, T0 + 100_000).white.mainLeft).toBe(56_000);
    expect(clocksAt(game, T0 + 101_000).white.mainLeft).toBe(55_000);
  });

  it('a wait for the first move across downtime counts the time the server was up', () => {
    const slow = { ...SETTINGS, clock: { ...SETTINGS.clock, mainTime: 600_000 } };
    const game = run([{ kind: 'clock-resume', from: T0 + 60_000, at: T0 + 300_000 }], slow);
    // one minute waited before the outage, one more after it
    expect(nextDeadline(game)).toEqual({
      at: T0 + 300_000 + ABANDON_AFTER_MS - 60_000,
      kind: 'abandon',
      colour: 'black',
    });
    expect(clocksAt(game, T0 + 300_000).black.mainLeft).toBe(540_000);
  });

  it('correspondence games have no abandonment rule', () => {
    const settings = flowSettingsOf({
      boardSize: 19,
      rules: 'japanese',
      timeControl: 'fischer',
      mainTime: 3 * 86_400,
      bonusTime: 86_400,
      periods: 0,
      handicap: 0,
      colour: 'black',
      opponent: 'human',
      ranked: false,
    });
    expect(settings.abandonAfterMs).toBeNull();
    expect(settings.komi).toBe(6.5);
  });
});

describe('live game flow: undo', () => {
  const afterTwo = () => run([move('black', 'E5', T0 + 1_000), move('white', 'C3', T0 + 2_000)]);

  it('takes back the asker’s last move when the opponent accepts', () => {
    const asked = run([
      move('black', 'E5', T0 + 1_000),
      move('white', 'C3', T0 + 2_000),
      { kind: 'undo', actor: 'white', at: T0 + 3_000 },
    ]);
    expect(asked.undoRequest).toEqual({ by: 'white', moveNumber: 2 });
    expect(refused(asked, { kind: 'undo', actor: 'white', at: T0 + 3_100 })).toBe(
      FLOW_REASONS.undoOpen,
    );
    expect(refused(asked, { kind: 'undo-accept', actor: 'white', at: T0 + 3_100 })).toBe(
      FLOW_REASONS.ownUndoRequest,
    );
    const result = applyEvent(asked, { kind: 'undo-accept', actor: 'black', at: T0 + 4_000 });
    if (!result.ok) throw new Error(result.reason);
    expect(listItems(result.game.moves)).toEqual(['E5']);
    expect(result.game.position.signMap[6][2]).toBe(0);
    expect(result.game.position.toMove).toBe('white');
    expect(result.game.undoRequest).toBeNull();
  });

  it('a rejected request leaves the game as it was', () => {
    const game = afterTwo();
    const asked = applyEvent(game, { kind: 'undo', actor: 'white', at: T0 + 3_000 });
    if (!asked.ok) throw new Error(asked.reason);
    const rejected = applyEvent(asked.game, {
      kind: 'undo-reject',
      actor: 'black',
      at: T0 + 3_500,
    });
    expect(rejected.ok && listItems(rejected.game.moves)).toEqual(['E5', 'C3']);
    expect(rejected.ok && rejected.game.undoRequest).toBeNull();
  });

  it('after the opponent’s answer, takes back the asker’s move and the answer (two moves)', () => {
    const game = afterTwo();
    const asked = applyEvent(game, { kind: 'undo', actor: 'black', at: T0 + 3_000 });
    if (!asked.ok) throw new Error(asked.reason);
    expect(asked.game.undoRequest).toEqual({ by: 'black', moveNumber: 2 });
    const result = applyEvent(asked.game, { kind: 'undo-accept', actor: 'white', at: T0 + 4_000 });
    if (!result.ok) throw new Error(result.reason);
    expect(listItems(result.game.moves)).toEqual([]);
    expect(result.game.position.signMap[4][4]).toBe(0);
    expect(result.game.position.toMove).toBe('black');
    // black's clock ran from white's answer to the undo: 2 s; it runs again from the undo
    expect(result.game.clocks.black.mainLeft).toBe(game.clocks.black.mainLeft - 2_000);
    expect(result.game.turnStartedAt).toBe(T0 + 4_000);
  });

  it('counts the moves an undo takes back from whose turn it is', () => {
    expect(undoableMoves({ moves: [], toMove: 'black' }, 'black')).toBe(0);
    expect(undoableMoves({ moves: [], toMove: 'black' }, 'white')).toBe(0);
    // white moved first (a handicap game): black to move has no move of its own yet
    expect(undoableMoves({ moves: ['C3'], toMove: 'black' }, 'black')).toBe(0);
    expect(undoableMoves({ moves: ['C3'], toMove: 'black' }, 'white')).toBe(1);
    expect(undoableMoves({ moves: ['E5', 'C3'], toMove: 'black' }, 'black')).toBe(2);
  });

  it('one without a move of its own may not ask, and the request lapses when the opponent moves', () => {
    expect(refused(startFlow(SETTINGS, T0), { kind: 'undo', actor: 'white', at: T0 })).toBe(
      FLOW_REASONS.nothingToUndo,
    );
    const first = run([move('black', 'E5', T0 + 1_000)]);
    expect(refused(first, { kind: 'undo', actor: 'white', at: T0 + 1_500 })).toBe(
      FLOW_REASONS.nothingToUndo,
    );
    const asked = applyEvent(afterTwo(), { kind: 'undo', actor: 'white', at: T0 + 3_000 });
    if (!asked.ok) throw new Error(asked.reason);
    const moved = applyEvent(asked.game, move('black', 'G7', T0 + 4_000));
    expect(moved.ok && moved.game.undoRequest).toBeNull();
  });
});

describe('live game flow: the end of play', () => {
  // black wall on column D, white wall on column F; a black stone dead in white's area
  const walls: FlowEvent[] = [];
  let at = T0;
  for (let row = 1; row <= 9; row++) {
    walls.push(move('black', `D${row}`, (at += 100)), move('white', `F${row}`, (at += 100)));
  }
  walls.push(move('black', 'H5', (at += 100)), move('white', 'H3', (at += 100)));

  const passes = (proposal: string[]): FlowEvent[] => [
    { kind: 'pass', actor: 'black', at: (at += 100) },
    { kind: 'pass', actor: 'white', at: (at += 100), proposal },
  ];

  it('two passes start stone removal with the proposal; toggles, accepts and the score', () => {
    const removal = run([...walls, ...passes([])]);
    expect(removal.phase).toBe('removal');
    expect(clocksAt(removal, at + 10_000)).toEqual(removal.clocks);
    const marked = run([
      ...walls,
      ...passes([]),
      { kind: 'removal', actor: 'white', points: ['H5'], at: at + 1 },
    ]);
    expect(marked.removal).toEqual({ dead: ['H5'], acceptedBy: [] });
    const oneAccepted = applyEvent(marked, {
      kind: 'accept',
      actor: 'black',
      dead: ['H5'],
      at: at + 2,
    });
    if (!oneAccepted.ok) throw new Error(oneAccepted.reason);
    expect(oneAccepted.game.phase).toBe('removal');
    expect(
      refused(oneAccepted.game, { kind: 'accept', actor: 'white', dead: [], at: at + 3 }),
    ).toBe(FLOW_REASONS.deadStonesChanged);
    const done = applyEvent(oneAccepted.game, {
      kind: 'accept',
      actor: 'white',
      dead: ['H5'],
      at: at + 4,
    });
    if (!done.ok) throw new Error(done.reason);
    // area: black 4 columns x 9 = 36; white 4 columns x 9 = 36 (+7.5 komi); column E is dame
    expect(done.game.score?.black.total).toBe(36);
    expect(done.game.score?.white.total).toBe(43.5);
    expect(done.game.result).toBe('W+7.5');
    expect(done.game.endReason).toBe('score');
  });

  it('a toggle clears the acceptances; continue game returns to play', () => {
    const game = run([...walls, ...passes(['H5'])]);
    expect(game.removal?.dead).toEqual(['H5']);
    const accepted = run([
      ...walls,
      ...passes(['H5']),
      { kind: 'accept', actor: 'black', dead: ['H5'], at: at + 1 },
    ]);
    const toggled = applyEvent(accepted, {
      kind: 'removal',
      actor: 'white',
      points: ['H5'],
      at: at + 2,
    });
    expect(toggled.ok && toggled.game.removal).toEqual({ dead: [], acceptedBy: [] });
    const resumed = applyEvent(game, { kind: 'resume', actor: 'black', at: at + 5 });
    if (!resumed.ok) throw new Error(resumed.reason);
    expect(resumed.game.phase).toBe('play');
    expect(resumed.game.position.toMove).toBe('black');
    // one more pass each is needed again to stop
    const onePass = applyEvent(resumed.game, { kind: 'pass', actor: 'black', at: at + 6 });
    expect(onePass.ok && onePass.game.phase).toBe('play');
    expect(refused(game, move('black', 'A1', at + 7))).toBe(FLOW_REASONS.notInPlay);
  });
});
