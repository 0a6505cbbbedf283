import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { VideoConversionError } from './types';

export const FFPROBE = '/usr/bin/ffprobe';

export interface VideoProbe {
  durationSeconds: number;
  /** as shown: a phone's rotation applied */
  width: number;
  height: number;
  /** frames a second, when the file says */
  frameRate?: number;
}

interface ProbeOutput {
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
  format?: { duration?: string };
}

export const NOT_A_VIDEO = 'The file is not a video';

/** '30000/1001' as a number; undefined for '0/0' or nothing. */
function frameRate(ratio: string | undefined): number | undefined {
  const [frames, seconds] = (ratio ?? '').split('/').map(Number);
  const rate = frames / (seconds ?? 1);
  return rate > 0 && Number.isFinite(rate) ? rate : undefined;
}

/** The video's length and picture size by ffprobe; a file without a video stream is refused. */
export async function probeVideo(path: string, signal?: AbortSignal): Promise<VideoProbe> {
  let output: ProbeOutput;
  try {
    const { stdout } = await promisify(execFile)(
      FFPROBE,
      ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path],
      { signal, maxBuffer: 4 * 1024 * 1024 },
    );
    output = JSON.parse(stdout) as ProbeOutput;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new VideoConversionError(NOT_A_VIDEO, { cause: error });
  }
  const stream = output.streams?.find((candidate) => candidate.codec_type === 'video');
  const duration = Number(output.format?.duration ?? stream?.duration);
  if (!stream?.width || !stream.height || !(duration > 0)) {
    throw new VideoConversionError(NOT_A_VIDEO);
  }
  const rotation = Number(
    stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
      stream.tags?.rotate ??
      0,
  );
  const sideways = Math.abs(rotation) % 180 === 90;
  return {
    durationSeconds: duration,
    frameRate: frameRate(stream.avg_frame_rate) ?? frameRate(stream.r_frame_rate),
    width: sideways ? stream.height : stream.width,
    height: sideways ? stream.width : stream.height,
  };
}
