import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Colour, LiveGameState } from '@sync/contract/play';
import { EmptyPage } from '@pwa/components/empty-page';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { ChatPanel } from './chat-panel';
import { ConnectionStatus } from './connection-status';
import { GameBoard } from './game-board';
import { GameClocks } from './game-clocks';
import { GameControls } from './game-controls';
import { GameOptions } from './game-options';
import { MoveEntry } from './move-entry';
import { MoveList } from './move-list';
import { ObserversPanel } from './observers-panel';
import { usePlayOptions } from './play-options';
import { RemovalPanel } from './removal-panel';
import { ResultPanel } from './result-panel';
import { useGameActions } from './use-game-actions';
import { useGameNotices } from './use-game-notices';
import { useLiveGame, type LiveGame } from './use-live-game';
import { useBeep, useMoveSound } from './use-move-sound';
import { usePlayTexts } from './use-play-texts';
import { useLiveReview } from '@pwa/lib/live-review/use-live-review';
import { replayMoves } from '@pwa/lib/replay-moves';
import './play.css';

function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function GameNotFound() {
  const { t } = useTranslation('play');
  return (
    <EmptyPage title={t('game.title')} message={t('game.notFound')} badge="404">
      <Link className="button button--primary" to="/server">
        {t('game.toLobby')}
      </Link>
    </EmptyPage>
  );
}

function colourOf(state: LiveGameState, userId: number | null): Colour | null {
  if (userId === null) return null;
  if (state.black.userId === userId) return 'black';
  if (state.white.userId === userId) return 'white';
  return null;
}

interface GameViewProps {
  state: LiveGameState;
  game: LiveGame;
  userId: number | null;
  act: ReturnType<typeof useGameActions>;
}

function GameView({ state, game, userId, act }: GameViewProps) {
  const { t } = useTranslation('play');
  const texts = usePlayTexts();
  const [options, setOptions] = usePlayOptions();
  const positions = useMemo(() => replayMoves(state), [state]);
  const review = useLiveReview(state.moves.length);
  const position = positions[review.shown] ?? positions[positions.length - 1];
  const myColour = colourOf(state, userId);
  const beep = useBeep(options.moveSound);
  useMoveSound(state.moves.length, beep);
  useGameNotices(state, game, myColour, userId, beep);

  const sendChat = async (text: string) => act({ kind: 'chat', text });
  // a move on its way: marked on the board while the connection is down (play-socket.ts)
  const [sending, setSending] = useState<string | null>(null);
  const playMove = (move: string) => {
    setSending(move);
    void act({ kind: 'move', move }, state.moves.length).finally(() =>
      setSending((current) => (current === move ? null : current)),
    );
  };
  return (
    <div className="play-game">
      <div className="play-game__board">
        <GameBoard
          state={state}
          position={position}
          live={!review.reviewing}
          myColour={myColour}
          confirmMoves={options.confirmMoves}
          waitingMove={game.status === 'open' ? null : sending}
          onMove={playMove}
          onToggleDead={(vertex) => void act({ kind: 'removal', points: [vertex] })}
        />
      </div>
      <div className="play-game__side">
        <ConnectionStatus status={game.status} refusal={game.refusal} />
        <GameClocks state={state} offset={game.sync.offset} captures={position.captures} />
        <p className="play-game__info muted">
          {t('game.info', {
            board: texts.board(state.boardSize),
            rules: t(`rules.${state.rules}`),
            handicapKomi: texts.handicapKomi(state.handicap, state.komi),
            time: texts.clockKindTime(state.timeControl),
          })}{' '}
          · {t(state.ranked ? 'ranked.yes' : 'ranked.no')}
        </p>
        {state.phase === 'play' && (
          <p className="play-game__turn" role="status">
            {myColour === state.toMove
              ? t('game.yourTurn')
              : t('game.toMove', { colour: t(`colour.${state.toMove}`) })}
          </p>
        )}
        {myColour === null && <p className="muted">{t('game.watching')}</p>}
        {state.phase !== 'finished' && myColour && (
          <MoveEntry
            key={state.phase}
            boardSize={state.boardSize}
            purpose={state.phase === 'play' ? 'move' : 'mark'}
            disabled={review.reviewing || (state.phase === 'play' && myColour !== state.toMove)}
            onSubmit={(vertex) =>
              state.phase === 'play'
                ? playMove(vertex)
                : void act({ kind: 'removal', points: [vertex] })
            }
          />
        )}
        {state.phase === 'play' && myColour && (
          <>
            <GameControls state={state} myColour={myColour} act={act} />
            <GameOptions options={options} onChange={setOptions} />
          </>
        )}
        {state.phase === 'removal' && <RemovalPanel state={state} myColour={myColour} act={act} />}
        {state.phase === 'finished' && <ResultPanel state={state} />}
        <MoveList state={state} review={review} />
        <ChatPanel lines={game.chat} onSend={userId === null ? null : sendChat} />
        <ObserversPanel observers={state.observers} />
      </div>
    </div>
  );
}

function LiveGamePage({ gameId }: { gameId: number }) {
  const { t } = useTranslation('play');
  const online = useOnline();
  const user = useSession((state) => state.user);
  const userId = user && user.ID > 0 ? user.ID : null;
  const game = useLiveGame(gameId);
  const act = useGameActions(game.act);
  const state = game.state;
  const title = state
    ? t('game.heading', { black: state.black.name, white: state.white.name })
    : t('game.title');
  useDocumentTitle(title);

  if (!state) {
    if (game.notFound) return <GameNotFound />;
    return (
      <div className="play-page">
        <h1 className="play-page__title">{title}</h1>
        {online ? <Loader /> : <NeedsConnection what={t('game.title')} />}
      </div>
    );
  }
  return (
    <div className="play-page">
      <h1 className="play-page__title">{title}</h1>
      <GameView state={state} game={game} userId={userId} act={act} />
    </div>
  );
}

/** /server/:id: a live game, to play (one of its two players) or to watch (anyone else). */
export function GamePage() {
  const { id } = useParams();
  const gameId = parseId(id);
  if (gameId === null) return <GameNotFound />;
  return <LiveGamePage key={gameId} gameId={gameId} />;
}
