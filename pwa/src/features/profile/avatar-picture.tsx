import { UserIcon } from '@pwa/components/icons';

interface AvatarPictureProps {
  /** '' or undefined: the empty placeholder */
  url: string | undefined;
  alt: string;
  className: string;
}

/** A round picture, or an empty placeholder of the same size without one. */
export function AvatarPicture({ url, alt, className }: AvatarPictureProps) {
  if (url) return <img className={className} src={url} alt={alt} />;
  return (
    <span className={`${className} profile-avatar__placeholder`} aria-hidden="true">
      <UserIcon width="50%" height="50%" />
    </span>
  );
}
