import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Challenge } from '@sync/contract/play';
import { Loader } from '@pwa/components/loader';
import { useFailureText } from '@pwa/components/use-failure-text';
import { readHttpFailure } from '@pwa/lib/http';
import { useToasts } from '@pwa/lib/toast-store';
import { ChallengeFilters } from './challenge-filters';
import { ChallengeTable } from './challenge-table';
import { CreateChallengeDialog } from './create-challenge-dialog';
import { LobbyPresenceLine } from './lobby-presence-line';
import { visibleChallenges } from './lobby-url';
import { acceptChallenge, cancelChallenge } from './play-api';
import { useAcceptedChallenges } from './use-accepted-challenges';
import { useChallenges } from './use-challenges';
import { useLobbyView } from './use-lobby-view';
import { useMyRank } from './use-my-rank';

/** The lobby's open challenges, live, with Create, Accept and Cancel. */
export function ChallengesSection({ userId }: { userId: number | null }) {
  const { t } = useTranslation('play');
  const failureText = useFailureText();
  const navigate = useNavigate();
  const showToast = useToasts((state) => state.show);
  const { challenges, live, presence } = useChallenges(true);
  const [view, setView] = useLobbyView();
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(new Set());
  useAcceptedChallenges(userId, challenges, cancelled);

  const run = async (challenge: Challenge, action: () => Promise<void>) => {
    setBusyId(challenge.id);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const answer = await readHttpFailure(error);
      const message =
        answer.status === 406
          ? t('challenges.notAcceptable')
          : (answer.message ?? failureText(answer));
      setFailure(t('challenges.failed', { message }));
    } finally {
      setBusyId(null);
    }
  };

  const accept = (challenge: Challenge) =>
    void run(challenge, async () => {
      const { gameId } = await acceptChallenge(challenge.id);
      void navigate(`/server/${gameId}`);
    });
  const cancel = (challenge: Challenge) =>
    void run(challenge, async () => {
      setCancelled((old) => new Set([...old, challenge.id]));
      await cancelChallenge(challenge.id);
      showToast(t('challenges.cancelled'), { kind: 'success' });
    });

  const myRank = useMyRank(userId);
  const shown = challenges ? visibleChallenges(challenges, view, myRank) : [];
  return (
    <section className="play-section" aria-labelledby="play-challenges-title">
      <div className="play-section__head">
        <h2 id="play-challenges-title" className="play-section__title">
          {t('challenges.title')}
        </h2>
        <span className={`play-live ${live ? 'play-live--on' : ''}`} role="status">
          {live ? t('stream.live') : t('stream.reconnecting')}
        </span>
        {userId !== null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setCreating(true)}
          >
            {t('challenges.create')}
          </button>
        )}
      </div>
      <LobbyPresenceLine presence={presence} />
      {userId === null && (
        <p className="notice">
          {t('signInToPlay')}{' '}
          <Link to="/sign-in" state={{ from: '/server' }}>
            {t('signIn')}
          </Link>
        </p>
      )}
      <ChallengeFilters view={view} onChange={setView} myRank={myRank} />
      {failure && (
        <p className="notice" role="alert">
          {failure}
        </p>
      )}
      {challenges === null ? (
        <Loader />
      ) : shown.length === 0 ? (
        <p className="muted" role="status">
          {challenges.length === 0 ? t('challenges.empty') : t('challenges.filteredEmpty')}
        </p>
      ) : (
        <ChallengeTable
          challenges={shown}
          view={view}
          onView={setView}
          userId={userId}
          busyId={busyId}
          onAccept={userId === null ? () => setFailure(t('signInToPlay')) : accept}
          onCancel={cancel}
        />
      )}
      {userId !== null && (
        <CreateChallengeDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(challenge) => {
            setCreating(false);
            showToast(t('create.created'), { kind: 'success' });
            if (challenge.gameId !== undefined) void navigate(`/server/${challenge.gameId}`);
          }}
        />
      )}
    </section>
  );
}
