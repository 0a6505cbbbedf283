export type RoadmapStatus = 'available' | 'next' | 'planned';

/** Every roadmap item, each with roadmap.cards.<key> in about.json and the page that shows it. */
const ITEMS = [
  { key: 'players', to: '/players' },
  { key: 'calculator', to: '/calculator' },
  { key: 'tournaments', to: '/tournaments' },
  { key: 'games', to: '/games' },
  { key: 'statistics', to: '/statistics' },
  { key: 'offline' },
  { key: 'accounts' },
  { key: 'adminAccounts' },
  { key: 'play', to: '/server' },
  { key: 'bots', to: '/server/bot' },
  { key: 'broadcasts', to: '/broadcasts' },
  // the admin's tools: their page is for administrators only, so the card has no link
  { key: 'adminTournaments' },
  { key: 'community', to: '/games/records' },
  { key: 'video', to: '/games/video' },
] as const;

export type RoadmapKey = (typeof ITEMS)[number]['key'];

/** What the site has today. When a feature lands, its key moves here and its card follows. */
export const BUILT: readonly RoadmapKey[] = [
  'players',
  'calculator',
  'tournaments',
  'games',
  'statistics',
  'offline',
  'accounts',
  'adminAccounts',
  'play',
  'bots',
  'broadcasts',
  'adminTournaments',
  'community',
  'video',
];

/** What is being built now; every other item not built is planned. */
export const NEXT: readonly RoadmapKey[] = [];

export interface RoadmapEntry {
  key: RoadmapKey;
  status: RoadmapStatus;
  /** the page of an item that exists */
  to?: string;
}

const ORDER: readonly RoadmapStatus[] = ['available', 'next', 'planned'];

function statusOf(key: RoadmapKey): RoadmapStatus {
  if (BUILT.includes(key)) return 'available';
  return NEXT.includes(key) ? 'next' : 'planned';
}

/** The roadmap as the about page shows it: what exists first, then what comes next, then later. */
export function roadmap(): RoadmapEntry[] {
  const entries = ITEMS.map((item): RoadmapEntry => {
    const status = statusOf(item.key);
    const to = 'to' in item && status === 'available' ? item.to : undefined;
    return to ? { key: item.key, status, to } : { key: item.key, status };
  });
  return ORDER.flatMap((status) => entries.filter((entry) => entry.status === status));
}
