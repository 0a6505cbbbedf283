import { lastItem } from '@domain/play/growing-list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayRefusalCode } from '@domain/play/game-flow';
import { BotBoard } from './bot-board';
import { BotControls } from './bot-controls';
import { BotMoveEntry } from './bot-move-entry';
import { BotRemovalPanel, BotResultPanel } from './bot-panels';
import { BotSides } from './bot-sides';
import {
  acceptScore,
  canTakeBack,
  resign,
  resumePlay,
  takeBack,
  toggleDeadAt,
  userMove,
  type BotGameState,
  type Transition,
} from './offline-game';

interface BotGameViewProps {
  state: BotGameState;
  thinking: boolean;
  botError: string | null;
  signedIn: boolean;
  act: (transition: (state: BotGameState, now: number) => Transition) => boolean;
  onNewGame: () => void;
}

/** A game against the bot: the sides and clocks, whose turn, the board, the actions. */
export function BotGameView({
  state,
  thinking,
  botError,
  signedIn,
  act,
  onNewGame,
}: BotGameViewProps) {
  const { t } = useTranslation('botOffline');
  const [refusal, setRefusal] = useState<PlayRefusalCode | null>(null);
  const { game, record } = state;
  const playing = game.phase === 'play';
  const myTurn = playing && game.position.toMove === record.userColour;
  const size = game.settings.boardSize;

  const run = (transition: (state: BotGameState, now: number) => Transition) => {
    let code: PlayRefusalCode | null = null;
    act((current, now) => {
      const result = transition(current, now);
      if (!result.ok) code = result.code;
      return result;
    });
    setRefusal(code);
  };
  const play = (vertex: string) => run((current, now) => userMove(current, vertex, now));
  const mark = (vertex: string) => run((current, now) => toggleDeadAt(current, vertex, now));
  const last = lastItem(game.moves);

  return (
    <div className="bot-game" data-moves={game.moves.length} data-phase={game.phase}>
      <BotSides state={state} />
      <p className="bot-status" role="status" aria-live="polite" data-thinking={thinking}>
        {playing && thinking && (
          <span className="loader__spinner bot-status__spinner" aria-hidden="true" />
        )}
        {playing && (thinking ? t('game.thinking') : myTurn ? t('game.yourTurn') : '')}
        {playing && botError && ` ${t('game.botError', { message: botError })}`}
      </p>
      <BotBoard state={state} canPlay={myTurn} onMove={play} onToggleDead={mark} />
      <p className="bot-moves muted">
        <span data-testid="bot-move-count">{t('game.moves', { count: game.moves.length })}</span>
        {last && (
          <>
            {' · '}
            {t('game.lastMove', { move: last === 'pass' ? t('game.pass') : last })}
          </>
        )}
      </p>
      {refusal && (
        <p className="bot-refusal" role="alert">
          {t('game.refused', { reason: t([`refusal.${refusal}`, 'refusal.other']) })}
        </p>
      )}
      {game.phase !== 'finished' && (
        <BotMoveEntry
          boardSize={size}
          purpose={playing ? 'move' : 'mark'}
          onSubmit={playing ? play : mark}
          disabled={playing && !myTurn}
        />
      )}
      {playing && (
        <BotControls
          canPass={myTurn}
          canUndo={canTakeBack(state)}
          canResign
          onPass={() => run((current, now) => userMove(current, 'pass', now))}
          onUndo={() => run(takeBack)}
          onResign={() => run(resign)}
        />
      )}
      {game.phase === 'removal' && (
        <BotRemovalPanel
          state={state}
          onAccept={() => run(acceptScore)}
          onResume={() => run(resumePlay)}
        />
      )}
      {game.phase === 'finished' && (
        <BotResultPanel state={state} signedIn={signedIn} onNewGame={onNewGame} />
      )}
    </div>
  );
}
