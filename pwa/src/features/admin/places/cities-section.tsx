import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestSync } from '@pwa/lib/sync-runner';
import { CityAddForm } from './city-add-form';
import { CityMergeForm } from './city-merge-form';
import { CityRenameForm } from './city-rename-form';

/** Cities and regions: add, rename, merge a duplicate. Changes reach the pickers by the next sync. */
export function CitiesSection() {
  const { t } = useTranslation('adminPlaces');
  const [message, setMessage] = useState('');
  const done = (text: string) => {
    setMessage(text);
    requestSync();
  };
  return (
    <section className="admin-places__section" aria-labelledby="admin-places-cities">
      <h3 id="admin-places-cities" className="admin-places__heading">
        {t('cities.title')}
      </h3>
      <p className="admin-page__summary" role="status" aria-live="polite">
        {message}
      </p>
      <div className="admin-places__forms">
        <CityAddForm onDone={done} />
        <CityRenameForm onDone={done} />
        <CityMergeForm onDone={done} />
      </div>
    </section>
  );
}
