/** The sections the demo leads to, each with links.<key>.title and .text in demo.json. */
export const DEMO_LINKS = [
  { key: 'players', to: '/players' },
  { key: 'tournaments', to: '/tournaments' },
  { key: 'games', to: '/games' },
  { key: 'viewer', to: '/games?has_sgf=true' },
  { key: 'statistics', to: '/statistics' },
  { key: 'calculator', to: '/calculator' },
  { key: 'play', to: '/server' },
  { key: 'bot', to: '/server/bot' },
  { key: 'library', to: '/games/records' },
] as const;
