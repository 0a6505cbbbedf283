import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameScript } from '@domain/format';
import type { LocationTree } from '@domain/location/location-tree';
import { modeStatuses } from '@domain/tournament/grouping';
import { PlacesField } from '@pwa/components/places-field';
import { DEFAULT_VIEW, isFiltered, type TournamentsView } from './tournaments-url';
import type { UpdateView } from './tournaments-view';

interface TournamentsFiltersProps {
  view: TournamentsView;
  update: UpdateView;
  tree: LocationTree | undefined;
  script: NameScript;
  /** the first and last years tournaments start in, when known */
  years: { first: number; last: number } | null | undefined;
  /** the admin's view: Past offers the tournaments being processed too */
  admin: boolean;
}

/** The years to offer, newest first; the URL's year too, should it lie outside. */
function yearOptions(years: TournamentsFiltersProps['years'], chosen: number | null): number[] {
  const set = new Set<number>();
  if (years) for (let year = years.last; year >= years.first; year--) set.add(year);
  if (chosen !== null) set.add(chosen);
  return [...set].sort((a, b) => b - a);
}

function flagValue(flag: boolean | null): string {
  return flag === null ? '' : String(flag);
}

function toFlag(value: string): boolean | null {
  return value === '' ? null : value === 'true';
}

/** Year, title, places, status, ranked and online: each change goes to the URL at once. */
export function TournamentsFilters({
  view,
  update,
  tree,
  script,
  years,
  admin,
}: TournamentsFiltersProps) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const statuses = modeStatuses(view.mode, { admin });
  return (
    <section className="tournaments-filters" aria-label={t('filters.title')}>
      <div className="tournaments-filters__grid">
        <div className="tournaments-filters__field tournaments-filters__wide">
          <label className="field-label" htmlFor={`${id}-title`}>
            {t('filters.titleText')}
          </label>
          <input
            id={`${id}-title`}
            className="input"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('filters.titlePlaceholder')}
            value={view.title}
            onChange={(event) => update({ title: event.target.value }, { replace: true })}
          />
        </div>
        <div className="tournaments-filters__field tournaments-filters__wide">
          <PlacesField
            tree={tree}
            script={script}
            selected={view.locations}
            onChange={(locations) => update({ locations })}
            labels={{
              label: t('filters.places'),
              placeholder: t('filters.placesPlaceholder'),
              chosen: t('filters.chosenPlaces'),
              remove: (name) => t('filters.removePlace', { name }),
              none: t('filters.noPlaces'),
              loading: t('filters.loadingPlaces'),
              kind: (kind) => t(`filters.kind.${kind}`),
            }}
          />
        </div>
        <div className="tournaments-filters__field">
          <label className="field-label" htmlFor={`${id}-year`}>
            {t('filters.year')}
          </label>
          <select
            id={`${id}-year`}
            className="input"
            value={view.year ?? ''}
            onChange={(event) =>
              update({ year: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('filters.allYears')}</option>
            {yearOptions(years, view.year).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div className="tournaments-filters__field">
          <label className="field-label" htmlFor={`${id}-status`}>
            {t('filters.status')}
          </label>
          <select
            id={`${id}-status`}
            className="input"
            value={view.status ?? ''}
            onChange={(event) =>
              update({ status: statuses.find((s) => s === event.target.value) ?? null })
            }
          >
            <option value="">{t('filters.anyStatus')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="tournaments-filters__field">
          <label className="field-label" htmlFor={`${id}-ranked`}>
            {t('filters.ranked')}
          </label>
          <select
            id={`${id}-ranked`}
            className="input"
            value={flagValue(view.ranked)}
            onChange={(event) => update({ ranked: toFlag(event.target.value) })}
          >
            <option value="">{t('filters.any')}</option>
            <option value="true">{t('filters.rankedOnly')}</option>
            <option value="false">{t('filters.unranked')}</option>
          </select>
        </div>
        <div className="tournaments-filters__field">
          <label className="field-label" htmlFor={`${id}-online`}>
            {t('filters.online')}
          </label>
          <select
            id={`${id}-online`}
            className="input"
            value={flagValue(view.online)}
            onChange={(event) => update({ online: toFlag(event.target.value) })}
          >
            <option value="">{t('filters.any')}</option>
            <option value="true">{t('filters.onlineOnly')}</option>
            <option value="false">{t('filters.inPerson')}</option>
          </select>
        </div>
      </div>
      {isFiltered(view) && (
        <button
          type="button"
          className="button button--ghost tournaments-filters__reset"
          onClick={() => update({ ...DEFAULT_VIEW, mode: view.mode })}
        >
          {t('filters.reset')}
        </button>
      )}
    </section>
  );
}
