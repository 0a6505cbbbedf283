import { Migration20261121Initial } from './migration-20261121-initial';
import { Migration20261121Search } from './migration-20261121-search';

/** Every migration in order; listed explicitly so the same list works from sources and builds. */
export const MIGRATIONS = [
  { name: 'Migration20261121Initial', class: Migration20261121Initial },
  { name: 'Migration20261121Search', class: Migration20261121Search },
];
