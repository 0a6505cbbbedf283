import { useTranslation } from 'react-i18next';

interface SinceFieldProps {
  id: string;
  value: string;
  onChange: (since: string) => void;
}

/** "Since" as a local date and time; emptied, it means since the oldest kept entry. */
export function SinceField({ id, value, onChange }: SinceFieldProps) {
  const { t } = useTranslation('adminLogs');
  return (
    <div className="admin-filters__field">
      <label className="field-label" htmlFor={id}>
        {t('filters.since')}
      </label>
      <input
        id={id}
        className="input"
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
