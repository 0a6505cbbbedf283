import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { AvatarPicture } from './avatar-picture';
import { ApiTokensSection } from './api-tokens-section';
import { AvatarSection } from './avatar-section';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { InfoSection } from './info-section';
import { OnlineRatingLine } from './online-rating-line';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { FAILED, StatusLine } from './status-line';
import { useProfileData } from './use-profile-data';
import { UsernameSection } from './username-section';
import '../../styles/profile.css';

interface UserPageProps {
  /** the user's own games, from another feature (composed by app/routes.tsx) */
  renderGames?: (userId: number) => ReactNode;
}

/** /user: the signed-in user's own profile; every form needs a connection. */
export function UserPage({ renderGames }: UserPageProps) {
  const { t } = useTranslation('profile');
  // the links to the user's own online games (features/play), game records
  // (features/game-library) and videos (features/video) in those pages' words
  const { t: tPlay } = useTranslation('play');
  const { t: tLibrary } = useTranslation('library');
  const { t: tVideo } = useTranslation('video');
  useDocumentTitle(t('title'));
  const online = useOnline();
  const sessionUser = useSession((state) => state.user);
  const { data, setUser, setInfo, refreshUser } = useProfileData(online);

  if (!online || !sessionUser) {
    return (
      <div className="profile-page">
        <h1 className="profile-page__title">{t('title')}</h1>
        {sessionUser && (
          <div className="profile-card profile-identity">
            <AvatarPicture url={undefined} alt="" className="profile-identity__picture" />
            <div>
              <p className="profile-identity__name">{sessionUser.Name || sessionUser.UserName}</p>
              <p className="profile-identity__login">@{sessionUser.UserName}</p>
            </div>
          </div>
        )}
        <NeedsConnection what={t('offline.what')} />
      </div>
    );
  }

  return (
    <div className="profile-page">
      <h1 className="profile-page__title">{t('title')}</h1>
      {data.status === 'loading' && <Loader />}
      {data.status === 'failed' && <StatusLine status={FAILED} />}
      {data.status === 'ready' && (
        <>
          <div className="profile-identity">
            <AvatarPicture
              url={data.user.PictureURL}
              alt={t('avatar.current')}
              className="profile-identity__picture"
            />
            <div>
              <p className="profile-identity__name">{data.user.Name || data.user.UserName}</p>
              <p className="profile-identity__login">@{data.user.UserName}</p>
              <OnlineRatingLine userId={data.user.ID} />
              <Link className="profile-identity__records" to="/games/self">
                {tPlay('myGames.title')}
              </Link>
              {' · '}
              <Link className="profile-identity__records" to="/games/records">
                {tLibrary('link')}
              </Link>
              {' · '}
              <Link className="profile-identity__records" to="/games/video">
                {tVideo('link')}
              </Link>
            </div>
          </div>
          {renderGames?.(data.user.ID)}
          <div className="profile-grid">
            <InfoSection
              key={`info-${data.user.ID}`}
              userId={data.user.ID}
              info={data.info}
              onSaved={(info) => {
                setInfo(info);
                void refreshUser();
              }}
            />
            <AvatarSection user={data.user} onChanged={setUser} />
            <UsernameSection user={data.user} onChanged={setUser} />
            <EmailSection user={data.user} />
            <PasswordSection />
            <SessionsSection />
            <ApiTokensSection />
            <DeleteSection user={data.user} />
          </div>
        </>
      )}
    </div>
  );
}
