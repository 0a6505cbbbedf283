/** Sections whose feature comes later; each has sections.<name>.title in common.json. */
export type Section =
  | 'tournaments'
  | 'tournament'
  | 'signIn'
  | 'signUp'
  | 'resetPassword'
  | 'goGlass'
  | 'viewer'
  | 'statistics'
  | 'games'
  | 'demo'
  | 'broadcasts'
  | 'broadcast'
  | 'admin'
  | 'user';

/** Route data read by the placeholder page of a section that comes later. */
export interface SectionHandle {
  section: Section;
}
