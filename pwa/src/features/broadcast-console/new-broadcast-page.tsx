import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BROADCAST_MAX_BOARDS, BROADCAST_VISIBILITIES } from '@sync/contract/broadcasts';
import { nameScript } from '@domain/format';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { SelectField } from '@pwa/components/select-field';
import { TextField } from '@pwa/components/text-field';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { cacheKey } from '@pwa/lib/cached-api';
import { db } from '@pwa/lib/db';
import { readHttpFailure } from '@pwa/lib/http';
import { useOnline } from '@pwa/lib/online';
import { BoardFields } from './board-fields';
import {
  checkDraft,
  emptyBoard,
  emptyDraft,
  type BroadcastDraft,
  type DraftErrors,
} from './broadcast-draft';
import { broadcastPath, createBroadcast } from './console-api';
import { ConsoleAccess } from './console-access';
import { boardsFromGames } from './round-pairings';
import { TournamentFields } from './tournament-fields';
import './broadcast-console.css';

/** The API's answer to a refused form: its message, and the field it names. */
interface SubmitFailure {
  status: number | null;
  message: string | null;
  field: string | null;
}

function NewBroadcastForm() {
  const { t, i18n } = useTranslation('broadcastConsole');
  const navigate = useNavigate();
  const online = useOnline();
  const [draft, setDraft] = useState<BroadcastDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = () => Math.max(0, ...draft.boards.map((board) => board.key)) + 1;
  const change = (changes: Partial<BroadcastDraft>) => setDraft({ ...draft, ...changes });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    setErrors(checked.errors ?? {});
    setFailure(null);
    if (checked.body === null) return;
    setBusy(true);
    try {
      const created = await createBroadcast(checked.body);
      await db.cache.put({
        key: cacheKey(broadcastPath(created.id)),
        value: created,
        fetchedAt: Date.now(),
      });
      void navigate(`/broadcast/${created.id}/console`);
    } catch (error) {
      const read = await readHttpFailure(error);
      setFailure({ status: read.status, message: read.message, field: read.field });
      setBusy(false);
    }
  };

  const error = (field: string) => (errors[field] ? t(`form.errors.${errors[field]}`) : null);

  return (
    <form className="console-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('form.title')}
        value={draft.title}
        onChange={(title) => change({ title })}
        error={error('title')}
      />
      <TournamentFields
        tournamentId={draft.tournamentId}
        round={draft.round}
        onChange={(tournamentId, round) => change({ tournamentId, round })}
        onUsePairings={(games, tournament) => {
          const boards = boardsFromGames(
            games,
            tournament.boardSize,
            nameScript(i18n.language),
            nextKey(),
          );
          const blank = draft.boards.filter(
            (board) => board.black.name.trim() === '' && board.white.name.trim() === '',
          );
          const kept = draft.boards.filter((board) => !blank.includes(board));
          change({ boards: [...kept, ...boards].slice(0, BROADCAST_MAX_BOARDS) });
        }}
      />
      <div className="console-form__row">
        <TextField
          label={t('form.startTime')}
          type="datetime-local"
          value={draft.startTime}
          onChange={(startTime) => change({ startTime })}
          error={error('startTime')}
        />
        <SelectField
          label={t('form.visibility')}
          value={draft.visibility}
          options={BROADCAST_VISIBILITIES}
          optionLabel={(option) => t(`form.visibilities.${option}`)}
          onChange={(visibility) => change({ visibility })}
        />
      </div>
      {draft.boards.map((board, index) => (
        <BoardFields
          key={board.key}
          index={index}
          board={board}
          errors={errors}
          canRemove={draft.boards.length > 1}
          onChange={(changed) =>
            change({
              boards: draft.boards.map((known) => (known.key === board.key ? changed : known)),
            })
          }
          onRemove={() =>
            change({ boards: draft.boards.filter((known) => known.key !== board.key) })
          }
        />
      ))}
      {error('boards') && <p className="profile-field__error">{error('boards')}</p>}
      <div className="console-actions">
        <button
          type="button"
          className="button"
          disabled={draft.boards.length >= BROADCAST_MAX_BOARDS}
          onClick={() => {
            const last = draft.boards.at(-1);
            change({ boards: [...draft.boards, emptyBoard(nextKey(), last?.boardSize)] });
          }}
        >
          {t('form.addBoard')}
        </button>
      </div>
      {Object.keys(errors).length > 0 && (
        <p className="profile-field__error" role="alert">
          {t('form.fix')}
        </p>
      )}
      {failure && (
        <p className="notice console-form__failure" role="alert" data-testid="new-failure">
          {failure.status === null
            ? t('form.network')
            : t('form.refused', {
                status: failure.status,
                message: failure.message ?? '',
              })}
          {failure.field ? ` (${failure.field})` : ''}
        </p>
      )}
      {!online && <NeedsConnection what={t('form.what')} />}
      <div className="console-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || !online}
          aria-busy={busy}
        >
          {t('form.create')}
        </button>
      </div>
    </form>
  );
}

/** /broadcasts/new: a new broadcast for a tournament round, its boards and players. */
export function NewBroadcastPage() {
  const { t } = useTranslation('broadcastConsole');
  useDocumentTitle(t('form.documentTitle'));
  return (
    <ConsoleAccess>
      <div className="console-page">
        <h1 className="console-page__title">{t('form.heading')}</h1>
        <NewBroadcastForm />
      </div>
    </ConsoleAccess>
  );
}
