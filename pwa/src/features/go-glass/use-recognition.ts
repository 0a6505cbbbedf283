import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardRecognition, BoardSize, StoneSign } from '@vision/types';
import type { Photo } from './photo-image';
import { emptySigns, guessToPlay, touchPoint } from './position-edit';
import type { Recognize } from './use-vision';

export interface EditedPosition {
  boardSize: BoardSize;
  signs: StoneSign[][];
  toPlay: 'B' | 'W';
  /** points to confirm: those the recognizer marked uncertain, until tapped (none set by hand) */
  doubtful: boolean[][] | null;
}

export type RecognitionStatus =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'found'; corners: BoardRecognition['corners'] }
  | { kind: 'notFound'; error: string };

/**
 * The photo being read and the position it gave, as the user corrects it: a point confirmed or cycled,
 * another size read again from the same photo, or an empty board set up by hand.
 */
export function useRecognition(recognize: Recognize | null) {
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [status, setStatus] = useState<RecognitionStatus>({ kind: 'idle' });
  const [edited, setEdited] = useState<EditedPosition | null>(null);
  const request = useRef(0);

  // the previous photo's picture is let go
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const read = useCallback(
    async (image: Photo, boardSize?: BoardSize) => {
      if (!recognize) return;
      const id = ++request.current;
      setStatus({ kind: 'reading' });
      try {
        const result = await recognize(image.image, boardSize);
        if (id !== request.current) return;
        if (!result.ok) {
          setStatus({ kind: 'notFound', error: result.error });
          return;
        }
        setStatus({ kind: 'found', corners: result.corners });
        setEdited({
          boardSize: result.boardSize,
          signs: result.signs,
          toPlay: guessToPlay(result.signs),
          doubtful: result.uncertain,
        });
      } catch (error) {
        if (id === request.current) {
          setStatus({ kind: 'notFound', error: error instanceof Error ? error.message : '' });
        }
      }
    },
    [recognize],
  );

  const takePhoto = useCallback(
    (image: Photo) => {
      setPhoto(image);
      setEdited(null);
      void read(image);
    },
    [read],
  );

  const changeSize = useCallback(
    (size: BoardSize) => {
      if (photo && status.kind !== 'notFound') void read(photo, size);
      else setEdited({ boardSize: size, signs: emptySigns(size), toPlay: 'B', doubtful: null });
    },
    [photo, status.kind, read],
  );

  const setUpByHand = useCallback(
    (size: BoardSize) =>
      setEdited({ boardSize: size, signs: emptySigns(size), toPlay: 'B', doubtful: null }),
    [],
  );

  const touch = useCallback((x: number, y: number) => {
    setEdited((now) => (now ? { ...now, ...touchPoint(now, x, y) } : now));
  }, []);

  const setToPlay = useCallback(
    (toPlay: 'B' | 'W') => setEdited((now) => (now ? { ...now, toPlay } : now)),
    [],
  );

  return { photo, status, edited, takePhoto, changeSize, setUpByHand, touch, setToPlay };
}
