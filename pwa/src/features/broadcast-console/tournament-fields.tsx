import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '@sync/contract/games';
import { nameScript, realName, titleIn } from '@domain/format';
import { Field } from '@pwa/components/field';
import { db, type StoredTournament } from '@pwa/lib/db';
import { useOnline } from '@pwa/lib/online';
import { tournamentGames } from './console-api';
import { getTournament, searchTournaments } from './console-data.repo';
import { roundGames } from './round-pairings';

interface TournamentFieldsProps {
  tournamentId: number | null;
  round: number | null;
  onChange: (tournamentId: number | null, round: number | null) => void;
  /** the picked pairings become the boards */
  onUsePairings: (games: GameSummary[], tournament: StoredTournament) => void;
}

type PairingsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; games: GameSummary[] };

/** Loads the tournament's games while online (the pairings of its rounds). */
function usePairings(tournamentId: number | null, online: boolean): PairingsState {
  const [state, setState] = useState<PairingsState>({ kind: 'idle' });
  useEffect(() => {
    if (tournamentId === null || !online) {
      setState({ kind: 'idle' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    tournamentGames(tournamentId).then(
      (games) => current && setState({ kind: 'ready', games }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [tournamentId, online]);
  return state;
}

/** The tournament of the database the broadcast relays, its round and the round's pairings. */
export function TournamentFields(props: TournamentFieldsProps) {
  const { tournamentId, round, onChange, onUsePairings } = props;
  const { t, i18n } = useTranslation('broadcastConsole');
  const id = useId();
  const script = nameScript(i18n.language);
  const online = useOnline();
  const [search, setSearch] = useState('');
  const found = useLiveQuery(() => searchTournaments(db, search), [search]);
  const tournament = useLiveQuery(
    async () => (tournamentId === null ? null : getTournament(db, tournamentId)),
    [tournamentId],
  );
  const pairings = usePairings(tournamentId, online);
  const games =
    pairings.kind === 'ready' && round !== null ? roundGames(pairings.games, round) : [];
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setPicked(new Set()), [tournamentId, round]);
  const options = found ?? [];
  const shown =
    tournament && !options.some((o) => o.id === tournament.id) ? [tournament, ...options] : options;

  return (
    <fieldset className="console-form__tournament">
      <legend className="console-form__legend">{t('form.tournament')}</legend>
      <div className="console-form__row">
        <Field id={`${id}-search`} label={t('form.tournamentSearch')}>
          <input
            id={`${id}-search`}
            className="input"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field id={`${id}-tournament`} label={t('form.tournamentPick')}>
          <select
            id={`${id}-tournament`}
            className="input"
            value={tournamentId ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange(value === '' ? null : Number(value), value === '' ? null : 1);
            }}
          >
            <option value="">{t('form.noTournament')}</option>
            {shown.map((option) => (
              <option key={option.id} value={option.id}>
                {titleIn(option, script)} ({option.startDate})
              </option>
            ))}
          </select>
        </Field>
        {tournament && (
          <Field id={`${id}-round`} label={t('form.round')}>
            <select
              id={`${id}-round`}
              className="input"
              value={round ?? 1}
              onChange={(event) => onChange(tournament.id, Number(event.target.value))}
            >
              {Array.from({ length: Math.max(1, tournament.rounds) }, (_, index) => (
                <option key={index + 1} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
      {tournament && pairings.kind === 'loading' && (
        <p className="muted">{t('form.pairingsLoading')}</p>
      )}
      {tournament && pairings.kind === 'failed' && (
        <p className="muted">{t('form.pairingsFailed')}</p>
      )}
      {tournament && !online && <p className="muted">{t('form.pairingsOffline')}</p>}
      {tournament && pairings.kind === 'ready' && games.length === 0 && (
        <p className="muted">{t('form.noPairings', { round })}</p>
      )}
      {tournament && games.length > 0 && (
        <div className="console-form__pairings" data-testid="new-pairings">
          <p className="field-label">{t('form.pairings', { round })}</p>
          <ul className="console-form__games">
            {games.map((game) => (
              <li key={game.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={picked.has(game.id)}
                    onChange={(event) => {
                      const next = new Set(picked);
                      if (event.target.checked) next.add(game.id);
                      else next.delete(game.id);
                      setPicked(next);
                    }}
                  />{' '}
                  {realName(game.black, script)} – {realName(game.white, script)}
                </label>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            disabled={picked.size === 0}
            onClick={() =>
              onUsePairings(
                games.filter((game) => picked.has(game.id)),
                tournament,
              )
            }
          >
            {t('form.usePairings', { count: picked.size })}
          </button>
        </div>
      )}
    </fieldset>
  );
}
