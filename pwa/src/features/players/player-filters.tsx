import { useTranslation } from 'react-i18next';
import type { LocationTree } from '@domain/location/location-tree';
import { FederationSelect } from '@pwa/components/federation-select';
import { useFiltersToggle } from '@pwa/components/filters-toggle';
import { NumberRange } from '@pwa/components/number-range';
import { PlacesField } from '@pwa/components/places-field';
import { DEVIATION_BOUNDS, RATING_BOUNDS } from '@sync/contract/players';
import { NameFilter } from './name-filter';
import type { NameScript } from '@pwa/lib/players-query/players-query';
import { DEFAULT_VIEW, type PlayersView } from './players-url';
import type { UpdateView } from './use-players-view';

/** The choices of the "active in the last N years" filter. */
const ACTIVE_CHOICES = [1, 2, 3, 5, 10] as const;

/** The choices, with the URL's own number of years when it is not one of them. */
function activeChoices(active: number | null): number[] {
  const choices: number[] = [...ACTIVE_CHOICES];
  if (active !== null && !choices.includes(active)) choices.push(active);
  return choices.sort((a, b) => a - b);
}

/**
 * How many filters besides the names are set (the rating system when not the default): on a
 * phone those sit behind a button, which says how many apply.
 */
function moreFiltersSet(view: PlayersView): number {
  return [
    view.federation !== DEFAULT_VIEW.federation,
    view.minRating !== null || view.maxRating !== null,
    view.minDeviation !== null || view.maxDeviation !== null,
    view.active !== DEFAULT_VIEW.active,
    view.locations.length > 0,
  ].filter(Boolean).length;
}

interface PlayerFiltersProps {
  view: PlayersView;
  update: UpdateView;
  tree: LocationTree | undefined;
  script: NameScript;
}

export function PlayerFilters({ view, update, tree, script }: PlayerFiltersProps) {
  const { t } = useTranslation('players');
  const rangeLabels = (what: string, bounds: { min: number; max: number }) => ({
    from: t('filters.from', { what }),
    to: t('filters.to', { what }),
    fromPlaceholder: t('filters.fromPlaceholder', { value: bounds.min }),
    toPlaceholder: t('filters.toPlaceholder', { value: bounds.max }),
    inverted: t('filters.rangeInverted'),
  });
  const noDeviation = view.federation === 'egf';
  const toggle = useFiltersToggle();
  const more = moreFiltersSet(view);
  // what "Clear filters" clears (the rating system and activity stay)
  const filtered =
    view.minRating !== null ||
    view.maxRating !== null ||
    view.minDeviation !== null ||
    view.maxDeviation !== null ||
    view.names.length > 0 ||
    view.locations.length > 0;
  return (
    <section className={`player-filters${toggle.sectionClass}`} aria-label={t('filters.title')}>
      {toggle.button(more > 0 ? t('filters.moreSet', { count: more }) : t('filters.more'))}
      <div className={`player-filters__row ${toggle.behindClass}`} id={toggle.behindId}>
        <div className="player-filters__federation">
          <FederationSelect
            label={t('filters.federation')}
            labelClassName="field-label"
            value={view.federation}
            onChange={(federation) => update({ federation })}
            systemName={(system) => t(`federations.${system}`)}
          />
        </div>
        <NumberRange
          legend={t('filters.rating')}
          min={view.minRating}
          max={view.maxRating}
          bounds={RATING_BOUNDS}
          labels={rangeLabels(t('filters.rating'), RATING_BOUNDS)}
          apply="typing"
          onChange={(minRating, maxRating) => update({ minRating, maxRating }, { replace: true })}
        />
        <NumberRange
          legend={t('filters.deviation')}
          min={view.minDeviation}
          max={view.maxDeviation}
          bounds={DEVIATION_BOUNDS}
          labels={rangeLabels(t('filters.deviation'), DEVIATION_BOUNDS)}
          apply="typing"
          disabled={noDeviation}
          hint={noDeviation ? t('filters.noDeviation') : undefined}
          onChange={(minDeviation, maxDeviation) =>
            update({ minDeviation, maxDeviation }, { replace: true })
          }
        />
        <label className="player-filters__active">
          <span className="field-label">{t('filters.active')}</span>
          <select
            className="input"
            value={view.active ?? 'all'}
            onChange={(event) => {
              const years = Number(event.target.value);
              update({ active: Number.isInteger(years) ? years : null });
            }}
          >
            {activeChoices(view.active).map((years) => (
              <option key={years} value={years}>
                {t('filters.activeYears', { count: years })}
              </option>
            ))}
            <option value="all">{t('filters.activeAll')}</option>
          </select>
        </label>
      </div>
      <div className="player-filters__row player-filters__names">
        <NameFilter names={view.names} onChange={(names, options) => update({ names }, options)} />
        <div className={toggle.behindClass}>
          <PlacesField
            tree={tree}
            script={script}
            selected={view.locations}
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
        </div>
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
