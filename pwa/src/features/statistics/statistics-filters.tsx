import { useTranslation } from 'react-i18next';
import { nameScript } from '@domain/format';
import { FederationSelect } from '@pwa/components/federation-select';
import { useFiltersToggle } from '@pwa/components/filters-toggle';
import { NumberRange } from '@pwa/components/number-range';
import { PlacesField } from '@pwa/components/places-field';
import { useLocationTree } from '@pwa/lib/use-location-tree';
import { RATING_BOUNDS } from '@sync/contract/players';
import {
  DEFAULT_FILTERS,
  invertedRanges,
  isFiltered,
  YEAR_BOUNDS,
  type StatisticsFilters as Filters,
} from './statistics-url';
import { TriState } from './tri-state';
import type { UpdateFilters } from './use-statistics-filters';

/** How many of the filters differ from the defaults (counted on a phone's filters button). */
function filtersSet(filters: Filters): number {
  return [
    filters.minYear !== null || filters.maxYear !== null,
    filters.minRating !== null || filters.maxRating !== null,
    filters.federation !== DEFAULT_FILTERS.federation,
    filters.locations.length > 0,
    filters.online !== null,
    filters.ranked !== null,
  ].filter(Boolean).length;
}

interface StatisticsFiltersProps {
  filters: Filters;
  update: UpdateFilters;
}

/** Years, rating range and system, places, online and ranked; each change applies at once. */
export function StatisticsFilters({ filters, update }: StatisticsFiltersProps) {
  const { t, i18n } = useTranslation('statistics');
  const tree = useLocationTree();
  const rangeLabels = (what: string, bounds: { min: number; max: number }) => ({
    from: t('filters.from', { what }),
    to: t('filters.to', { what }),
    fromPlaceholder: t('filters.fromPlaceholder', { value: bounds.min }),
    toPlaceholder: t('filters.toPlaceholder', { value: bounds.max }),
  });
  const inverted = invertedRanges(filters);
  const toggle = useFiltersToggle();
  const set = filtersSet(filters);
  return (
    <section className={`stat-filters${toggle.sectionClass}`} aria-label={t('filters.title')}>
      {toggle.button(set > 0 ? t('filters.toggleSet', { count: set }) : t('filters.toggle'))}
      <div className={`stat-filters__row ${toggle.behindClass}`} id={toggle.behindId}>
        <NumberRange
          legend={t('filters.years')}
          min={filters.minYear}
          max={filters.maxYear}
          bounds={YEAR_BOUNDS}
          labels={rangeLabels(t('filters.years'), YEAR_BOUNDS)}
          apply="leaving"
          whole
          invalid={inverted.includes('year')}
          onChange={(minYear, maxYear) => update({ minYear, maxYear })}
        />
        <NumberRange
          legend={t('filters.rating')}
          min={filters.minRating}
          max={filters.maxRating}
          bounds={RATING_BOUNDS}
          labels={rangeLabels(t('filters.rating'), RATING_BOUNDS)}
          apply="leaving"
          whole
          invalid={inverted.includes('rating')}
          onChange={(minRating, maxRating) => update({ minRating, maxRating })}
        />
        <div className="stat-filters__federation">
          <FederationSelect
            label={t('filters.federation')}
            labelClassName="field-label"
            value={filters.federation}
            onChange={(federation) => update({ federation })}
            systemName={(system) => t(`federations.${system}`)}
          />
        </div>
      </div>
      <div className={`stat-filters__row stat-filters__row--places ${toggle.behindClass}`}>
        <PlacesField
          tree={tree}
          script={nameScript(i18n.resolvedLanguage)}
          selected={filters.locations}
          onChange={(locations) => update({ locations })}
          labels={{
            label: t('filters.locations'),
            placeholder: t('filters.locationsPlaceholder'),
            chosen: t('filters.chosenLocations'),
            remove: (name) => t('filters.removeLocation', { name }),
            none: t('filters.noLocations'),
            loading: t('filters.loadingLocations'),
            kind: (kind) => t(`filters.kind.${kind}`),
          }}
        />
        <TriState
          legend={t('filters.online')}
          value={filters.online}
          onChange={(online) => update({ online })}
        />
        <TriState
          legend={t('filters.ranked')}
          value={filters.ranked}
          onChange={(ranked) => update({ ranked })}
        />
      </div>
      {inverted.length > 0 && (
        <p className="stat-filters__error" role="alert">
          {t('filters.inverted')}
        </p>
      )}
      {isFiltered(filters) && (
        <button
          type="button"
          className="button button--ghost stat-filters__reset"
          onClick={() => update({ ...DEFAULT_FILTERS, federation: filters.federation })}
        >
          {t('filters.reset')}
        </button>
      )}
    </section>
  );
}
