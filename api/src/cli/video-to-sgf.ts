import { convertVideo } from '../video/conversion/convert-video';
import { runVideoToSgf } from '../video/conversion/video-to-sgf-command';

/** Converts one video file to SGF without the server: npm run video-to-sgf -- <video> <out.sgf>. */
runVideoToSgf(process.argv.slice(2), convertVideo, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
