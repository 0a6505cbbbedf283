import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Colour, LiveGameState, ScoreSide } from '@sync/contract/play';
import { DataTable } from '@pwa/components/data-table';
import { resultSentence } from './game-result';
import { komiText } from './komi';

const ROWS: (keyof ScoreSide)[] = ['territory', 'stones', 'captures', 'komi', 'total'];
const COLOURS: Colour[] = ['black', 'white'];

/**
 * The finished game: Game Over, the result in words, the score (one row per part, one column per
 * colour: narrow enough for a phone and the side panel), the record's link.
 */
export function ResultPanel({ state }: { state: LiveGameState }) {
  const { t, i18n } = useTranslation('play');
  const result = state.result ?? '';
  const sentence = resultSentence(result, state.endReason);
  const number = (value: number) => komiText(value, i18n.resolvedLanguage);
  const pointsText = (points: string) =>
    Number.isFinite(Number(points)) ? number(Number(points)) : points;
  return (
    <section className="play-panel play-result" aria-labelledby="play-result-title">
      <h2 id="play-result-title" className="play-panel__title">
        {t('result.title')}
      </h2>
      <p className="play-result__sentence" role="status">
        {t(sentence.key, {
          winner: sentence.winner ? state[sentence.winner].name : '',
          points: sentence.points === null ? '' : pointsText(sentence.points),
          result,
        })}
      </p>
      <p className="play-result__code">{t('result.result', { result })}</p>
      {state.score && (
        <DataTable label={t('score.label')}>
          <thead>
            <tr>
              <th scope="col">{t('score.part')}</th>
              {COLOURS.map((colour) => (
                <th key={colour} scope="col" className="numeric">
                  {t(`colour.${colour}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row} data-score-part={row}>
                <th scope="row">{t(`score.${row}`)}</th>
                {COLOURS.map((colour) => (
                  <td key={colour} className="numeric" data-colour={colour}>
                    {number(state.score?.[colour][row] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Link className="button" to={`/viewer/online/${state.id}`}>
        {t('result.openInViewer')}
      </Link>
    </section>
  );
}
