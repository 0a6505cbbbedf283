import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardRecognition, BoardSize, StoneSign } from '@vision/types';
import type { Photo } from './photo-image';
import { cyclePoint, emptySigns, guessToPlay } from './position-edit';
import type { Recognize } from './use-vision';

/** Below this confidence a recognised point is marked for the user to check. */
const DOUBTFUL_BELOW = 0.6;

export interface EditedPosition {
  boardSize: BoardSize;
  signs: StoneSign[][];
  toPlay: 'B' | 'W';
  /** points to check: covered or read with little confidence (none once set by hand) */
  doubtful: boolean[][] | null;
}

export type RecognitionStatus =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'found'; corners: BoardRecognition['corners'] }
  | { kind: 'notFound'; error: string };

/**
 * The photo being read and the position it gave, as the user corrects it: a point cycled,
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
          doubtful: result.signs.map((row, y) =>
            row.map((_, x) => result.occluded[y][x] || result.confidence[y][x] < DOUBTFUL_BELOW),
          ),
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

  const cycle = useCallback((x: number, y: number) => {
    setEdited((now) => {
      if (!now) return now;
      const doubtful = now.doubtful?.map((row, rowY) =>
        rowY === y ? row.map((flag, columnX) => (columnX === x ? false : flag)) : row,
      );
      return { ...now, signs: cyclePoint(now.signs, x, y), doubtful: doubtful ?? null };
    });
  }, []);

  const setToPlay = useCallback(
    (toPlay: 'B' | 'W') => setEdited((now) => (now ? { ...now, toPlay } : now)),
    [],
  );

  return { photo, status, edited, takePhoto, changeSize, setUpByHand, cycle, setToPlay };
}
