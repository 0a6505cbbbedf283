/** The menu, in order; GoGlass and admin have rules of their own (see MainNav). */
export const NAV_ITEMS = [
  { to: '/players', label: 'nav.players' },
  { to: '/tournaments', label: 'nav.tournaments' },
  { to: '/broadcasts', label: 'nav.broadcasts' },
  { to: '/statistics', label: 'nav.statistics' },
  { to: '/games', label: 'nav.games' },
  { to: '/server', label: 'nav.play' },
  { to: '/go-glass', label: 'nav.goGlass', needsUser: true },
  { to: '/about', label: 'nav.about' },
  { to: '/admin', label: 'nav.admin', role: 'admin' },
] as const satisfies readonly NavItem[];

export interface NavItem {
  to: string;
  /** key in common.json */
  label: string;
  /** Shown disabled, with a tooltip, to anonymous visitors. */
  needsUser?: boolean;
  /** Shown only to users with this role. */
  role?: string;
}
