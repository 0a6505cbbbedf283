import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NAME_LANGUAGES,
  playerNameProblems,
  type NameLanguage,
  type PlayerNameProblem,
  type PlayerNames,
} from '@sync/contract/admin-players';
import { SelectField } from '@pwa/components/select-field';
import { TextField } from '@pwa/components/text-field';
import { readHttpFailure } from '@pwa/lib/http';
import { failureKey, refusedName, type NameField } from './name-errors';
import { renamePlayer } from './players-api';

type Names = Omit<PlayerNames, 'rev'>;

/** The player's name in a language, as the form starts with it. */
function nameIn(player: Names, lang: NameLanguage): { lastName: string; firstName: string } {
  if (lang === 'ru') return { lastName: player.lastName, firstName: player.firstName };
  if (lang === 'en') return { lastName: player.lastNameLatin, firstName: player.firstNameLatin };
  return { lastName: player.lastNameZh ?? '', firstName: player.firstNameZh ?? '' };
}

interface RenameFormProps {
  player: Names;
  onRenamed: (names: PlayerNames) => void;
}

/** Edits a player's name in one language (ru Cyrillic, en Latin, zh Chinese), checked as typed. */
export function RenameForm({ player, onRenamed }: RenameFormProps) {
  const { t } = useTranslation('adminPlayers');
  const [lang, setLang] = useState<NameLanguage>('ru');
  const [name, setName] = useState(() => nameIn(player, 'ru'));
  const [problems, setProblems] = useState<Partial<Record<NameField, PlayerNameProblem>>>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const choose = (next: NameLanguage) => {
    setLang(next);
    setName(nameIn(player, next));
    setProblems({});
    setChecked(false);
  };
  const edit = (field: NameField, value: string) => {
    const next = { ...name, [field]: value };
    setName(next);
    setNotice(null);
    if (checked) setProblems(playerNameProblems(lang, next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(null);
    setNotice(null);
    const found = playerNameProblems(lang, name);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const renamed = await renamePlayer(player.id, lang, name);
      setName(nameIn(renamed, lang));
      setNotice(t('rename.done'));
      onRenamed(renamed);
    } catch (err) {
      const failure = await readHttpFailure(err);
      const refused = refusedName(failure);
      if (refused) setProblems({ [refused.field]: refused.problem });
      else setError(t(`errors.${failureKey(failure)}`));
    } finally {
      setBusy(false);
    }
  };

  const problemText = (field: NameField) => {
    const problem = problems[field];
    return problem ? t(`problems.${problem}`, { lang: t(`languages.${lang}`) }) : null;
  };
  return (
    <form className="admin-players__form" onSubmit={(event) => void submit(event)} noValidate>
      <h4 className="admin-players__form-title">{t('rename.title')}</h4>
      <SelectField
        label={t('rename.language')}
        value={lang}
        options={NAME_LANGUAGES}
        optionLabel={(option) => t(`languages.${option}`)}
        onChange={choose}
      />
      <TextField
        label={t('rename.lastName')}
        value={name.lastName}
        onChange={(value) => edit('lastName', value)}
        error={problemText('lastName')}
        lang={lang}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label={t('rename.firstName')}
        value={name.firstName}
        onChange={(value) => edit('firstName', value)}
        error={problemText('firstName')}
        lang={lang}
        autoComplete="off"
        spellCheck={false}
      />
      {error && (
        <p className="admin-page__error" role="alert">
          {error}
        </p>
      )}
      <p className="admin-page__summary" role="status" aria-live="polite">
        {notice}
      </p>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('rename.save')}
      </button>
    </form>
  );
}
