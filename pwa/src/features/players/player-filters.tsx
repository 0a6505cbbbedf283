import { useTranslation } from 'react-i18next';
import type { LocationTree } from '@domain/location/location-tree';
import { FederationSelect } from '@pwa/components/federation-select';
import { DEVIATION_BOUNDS, RATING_BOUNDS } from '@sync/api/players';
import { LocationFilter } from './location-filter';
import { NameFilter } from './name-filter';
import type { NameScript } from '@pwa/lib/players-query/players-query';
import { DEFAULT_VIEW, type PlayersView } from './players-url';
import { RangeFilter } from './range-filter';
import type { UpdateView } from './use-players-view';

interface PlayerFiltersProps {
  view: PlayersView;
  update: UpdateView;
  tree: LocationTree | undefined;
  script: NameScript;
}

export function PlayerFilters({ view, update, tree, script }: PlayerFiltersProps) {
  const { t } = useTranslation('players');
  const noDeviation = view.federation === 'egf';
  const filtered =
    view.minRating !== null ||
    view.maxRating !== null ||
    view.minDeviation !== null ||
    view.maxDeviation !== null ||
    view.names.length > 0 ||
    view.locations.length > 0;
  return (
    <section className="player-filters" aria-label={t('filters.title')}>
      <div className="player-filters__row">
        <div className="player-filters__federation">
          <FederationSelect
            label={t('filters.federation')}
            labelClassName="field-label"
            value={view.federation}
            onChange={(federation) => update({ federation })}
            systemName={(system) => t(`federations.${system}`)}
          />
        </div>
        <RangeFilter
          legend={t('filters.rating')}
          min={view.minRating}
          max={view.maxRating}
          bounds={RATING_BOUNDS}
          onChange={(minRating, maxRating) => update({ minRating, maxRating }, { replace: true })}
        />
        <RangeFilter
          legend={t('filters.deviation')}
          min={view.minDeviation}
          max={view.maxDeviation}
          bounds={DEVIATION_BOUNDS}
          disabled={noDeviation}
          hint={noDeviation ? t('filters.noDeviation') : undefined}
          onChange={(minDeviation, maxDeviation) =>
            update({ minDeviation, maxDeviation }, { replace: true })
          }
        />
      </div>
      <div className="player-filters__row">
        <NameFilter names={view.names} onChange={(names, options) => update({ names }, options)} />
        <LocationFilter
          tree={tree}
          script={script}
          selected={view.locations}
          onChange={(locations) => update({ locations })}
        />
      </div>
      {filtered && (
        <button
          type="button"
          className="button button--ghost player-filters__reset"
          onClick={() =>
            update({
              minRating: DEFAULT_VIEW.minRating,
              maxRating: DEFAULT_VIEW.maxRating,
              minDeviation: DEFAULT_VIEW.minDeviation,
              maxDeviation: DEFAULT_VIEW.maxDeviation,
              names: [],
              locations: [],
            })
          }
        >
          {t('filters.reset')}
        </button>
      )}
    </section>
  );
}
