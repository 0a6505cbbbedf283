import { describe, expect, it } from 'vitest';
import { applyEvent, startFlow, type FlowEvent, type LiveGameFlow } from '@domain/play/game-flow';
import { botDuty } from './bot-duty';
import { botLine } from './bot-chat';

type Unstamped = FlowEvent extends infer E ? (E extends FlowEvent ? Omit<E, 'at'> : never) : never;

function after(events: Unstamped[]): LiveGameFlow {
  let flow = START;
  let at = 1000;
  for (const event of events) {
    const result = applyEvent(flow, { ...event, at: (at += 1000) });
    if (!result.ok) throw new Error(result.reason);
    flow = result.game;
  }
  return flow;
}

const START: LiveGameFlow = startFlow(
  {
    boardSize: 9,
    rules: 'chinese',
    komi: 7,
    handicapStones: [],
    clock: { kind: 'fischer', mainTime: 600_000, increment: 0, maximum: null },
    abandonAfterMs: null,
  },
  0,
);

describe('botDuty', () => {
  it('moves on its turn and waits on the other', () => {
    expect(botDuty(START, 'black')).toBe('move');
    expect(botDuty(START, 'white')).toBeNull();
    const flow = after([{ kind: 'move', actor: 'black', move: 'E5' }]);
    expect(botDuty(flow, 'white')).toBe('move');
    expect(botDuty(flow, 'black')).toBeNull();
  });

  it('answers an undo request before anything else', () => {
    const flow = after([
      { kind: 'move', actor: 'black', move: 'E5' },
      { kind: 'undo', actor: 'black' },
    ]);
    expect(botDuty(flow, 'white')).toBe('undo-accept');
    expect(botDuty(flow, 'black')).toBeNull();
    // asked after the bot's answer, on the asker's own turn: the bot accepts, it does not move
    const answered = after([
      { kind: 'move', actor: 'black', move: 'E5' },
      { kind: 'move', actor: 'white', move: 'C3' },
      { kind: 'undo', actor: 'black' },
    ]);
    expect(botDuty(answered, 'white')).toBe('undo-accept');
  });

  it('reviews the dead stones until it has accepted, and says goodbye at the end', () => {
    const removal = after([
      { kind: 'pass', actor: 'black' },
      { kind: 'pass', actor: 'white' },
    ]);
    expect(botDuty(removal, 'black')).toBe('review-removal');
    const accepted = applyEvent(removal, { kind: 'accept', actor: 'black', at: 9000, dead: [] });
    if (!accepted.ok) throw new Error(accepted.reason);
    expect(botDuty(accepted.game, 'black')).toBeNull();
    expect(botDuty(accepted.game, 'white')).toBe('review-removal');
    const finished = after([{ kind: 'resign', actor: 'white' }]);
    expect(botDuty(finished, 'black')).toBe('farewell');
  });
});

describe('botLine', () => {
  it('speaks the opponent’s language, Russian when it is unknown', () => {
    expect(botLine('hello', 'en')).toBe('Hello! Have a good game.');
    expect(botLine('farewell', 'zh')).toBe('谢谢对局！');
    expect(botLine('hello', null)).toBe('Здравствуйте! Хорошей игры.');
    expect(botLine('hello', 'fr')).toBe('Здравствуйте! Хорошей игры.');
  });
});
