import { useTranslation } from 'react-i18next';
import { MEASURED_GAMES, strengthRows } from './bot-strength';

/** What each bot rank means, and how the ranks were measured; folded until asked. */
export function BotStrengthTable() {
  const { t } = useTranslation('play');
  return (
    <details className="play-bot-strength">
      <summary>{t('create.strength.title')}</summary>
      <table className="play-bot-strength__table">
        <thead>
          <tr>
            <th scope="col">{t('create.strength.bot')}</th>
            <th scope="col">{t('create.strength.rank')}</th>
            <th scope="col">{t('create.strength.how')}</th>
          </tr>
        </thead>
        <tbody>
          {strengthRows().map((row) => (
            <tr key={`${row.kind}-${row.rank}`}>
              <td>{t(`create.botKinds.${row.kind}`)}</td>
              <td>{t('create.botRankOption', { rank: row.rank })}</td>
              <td>{t(`create.strength.${row.how.key}`, row.how)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="profile-field__hint">
        {MEASURED_GAMES > 0
          ? t('create.strength.measured', { games: MEASURED_GAMES })
          : t('create.strength.estimated')}
      </p>
    </details>
  );
}
