import type { Provider } from '@nestjs/common';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { usageLimitsProvider } from '../common/config/usage-limits.provider';
import { DEFAULT_VIDEO_SETTINGS, type VideoSettings } from '../common/config/video-config';
import type { ConvertVideo } from './conversion/types';
import { convertInWorker } from './conversion/convert-in-worker';
import { VideoUploads } from './video-uploads';

/** VIDEO_MAX_BYTES, VIDEO_WORKERS, VIDEO_STALE_MS as read at boot. */
export const VIDEO_SETTINGS = Symbol('VIDEO_SETTINGS');
/** The converter the workers run: ConvertVideo, each video in a thread of its own. */
export const VIDEO_CONVERTER = Symbol('VIDEO_CONVERTER');

export const VIDEO_PROVIDERS: Provider[] = [
  usageLimitsProvider,
  {
    provide: VIDEO_SETTINGS,
    useFactory: (config: AccountsConfig): VideoSettings => config.video ?? DEFAULT_VIDEO_SETTINGS,
    inject: [ACCOUNTS_CONFIG],
  },
  { provide: VIDEO_CONVERTER, useValue: convertInWorker satisfies ConvertVideo },
  {
    provide: VideoUploads,
    useFactory: (config: AccountsConfig, settings: VideoSettings) =>
      new VideoUploads(config.uploadsDir, settings.maxBytes),
    inject: [ACCOUNTS_CONFIG, VIDEO_SETTINGS],
  },
];
