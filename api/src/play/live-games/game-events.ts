/** The kinds of rows in live_game_event. */
export const GAME_EVENTS = {
  start: 'start',
  move: 'move',
  pass: 'pass',
  resign: 'resign',
  undo: 'undo',
  undoAccept: 'undo-accept',
  undoReject: 'undo-reject',
  removal: 'removal',
  accept: 'accept',
  resume: 'resume',
  timeout: 'timeout',
  abandon: 'abandon',
  /** the clocks stood still from payload.from (the last sign of life) to this event's time */
  clockResume: 'clock-resume',
} as const;
