import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  formatDate,
  formatNumber,
  nameScript,
  nameWithNickname,
  titleIn,
  type NameScript,
} from '@domain/format';
import type { GameDetail, GamePlayerRef } from '@sync/contract/games';
import { PlayerName } from '@pwa/components/player-name';
import { gameResultText } from '@pwa/lib/game-result-text';
import { timeControlText } from '@pwa/lib/time-control-text';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { InfoList } from './info-list';
import { komiText } from './komi-text';

function PlayerCell({
  player,
  script,
}: {
  player: GamePlayerRef & { nickname: string | null };
  script: NameScript;
}) {
  const { t } = useTranslation('viewer');
  return (
    <>
      <PlayerName player={player} script={script} />
      {player.rating !== null && (
        <span className="muted">
          {' '}
          · {t('info.rating', { rating: formatNumber(player.rating) })}
        </span>
      )}
    </>
  );
}

/** The game as the federation's database has it (GET /games/{id}). */
export function GameInfoPanel({ game }: { game: GameDetail }) {
  const { t, i18n } = useTranslation('viewer');
  const { t: tCommon } = useTranslation('common');
  const script = nameScript(i18n.resolvedLanguage);
  const nicknamed = useNicknamed([game.black.id, game.white.id]);
  const black = nicknamed(game.black);
  const white = nicknamed(game.white);
  const names = { black: nameWithNickname(black, script), white: nameWithNickname(white, script) };
  const notation = gameResultText(game.result, tCommon);
  const said = t(`result.${game.result}`, names);
  const resultLine = said === notation ? notation : `${notation} · ${said}`;
  return (
    <section className="viewer-panel" aria-labelledby="viewer-game-title">
      <h2 id="viewer-game-title" className="viewer-panel__title">
        {t('info.game')}
      </h2>
      <InfoList
        rows={[
          [
            game.colorsKnown ? t('info.black') : t('info.player1'),
            <PlayerCell key="black" player={black} script={script} />,
          ],
          [
            game.colorsKnown ? t('info.white') : t('info.player2'),
            <PlayerCell key="white" player={white} script={script} />,
          ],
          [t('info.result'), resultLine],
          [t('info.date'), formatDate(game.date, i18n.resolvedLanguage)],
          game.tournament
            ? [
                t('info.tournament'),
                <Link key="tournament" to={`/tournaments/${game.tournament.id}`}>
                  {titleIn(game.tournament, script)}
                </Link>,
              ]
            : null,
          [t('info.round'), String(game.round)],
          [t('info.handicap'), game.handicap > 0 ? String(game.handicap) : t('info.noHandicap')],
          [t('info.komi'), komiText(game.komi, i18n.resolvedLanguage)],
          [t('info.boardSize'), t('info.size', { width: game.boardSize, height: game.boardSize })],
          [t('info.timeControl'), timeControlText(game.timeControl, tCommon)],
        ]}
      />
    </section>
  );
}
