import { useEffect, useState } from 'react';
import type { AvatarFormats } from '@sync/contract/account';
import { fetchAvatarFormats } from './profile-api';

/** GET /file/avatar/formats once; null until it answers (or when it fails: the server checks). */
export function useAvatarFormats(): AvatarFormats | null {
  const [formats, setFormats] = useState<AvatarFormats | null>(null);
  useEffect(() => {
    let live = true;
    fetchAvatarFormats().then(
      (answer) => {
        if (live) setFormats(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return formats;
}
