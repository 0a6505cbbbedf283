import type { RgbaImage } from '@vision/types';

/**
 * The longest side, in pixels, a photo is scaled down to before recognition: a phone's 12
 * megapixels take long to read and tell no more about 19 lines.
 */
export const MAX_PHOTO_SIDE = 1600;

/** A photo as the recognizer reads it, and as the page draws it. */
export interface Photo {
  image: RgbaImage;
  /** an object URL of the (scaled) picture, for an <img> */
  url: string;
}

function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

async function fromSource(
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<Photo> {
  const size = scaledSize(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(source, 0, 0, size.width, size.height);
  const { data } = context.getImageData(0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.9),
  );
  if (!blob) throw new Error('the picture could not be drawn');
  return {
    image: { width: size.width, height: size.height, data },
    url: URL.createObjectURL(blob),
  };
}

/** A picked or captured image file, decoded (its EXIF orientation applied) and scaled. */
export async function photoFromFile(file: Blob): Promise<Photo> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await fromSource(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** The camera preview's current frame. */
export function photoFromVideo(video: HTMLVideoElement): Promise<Photo> {
  return fromSource(video, video.videoWidth, video.videoHeight);
}
