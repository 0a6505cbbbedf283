import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SIZES } from '@sync/contract/broadcasts';
import { Field, fieldAria } from '@pwa/components/field';
import {
  SOURCE_KINDS,
  type BoardDraft,
  type DraftErrors,
  type SourceKind,
} from './broadcast-draft';
import { PlayerFields } from './player-fields';

interface BoardFieldsProps {
  index: number;
  board: BoardDraft;
  errors: DraftErrors;
  canRemove: boolean;
  onChange: (board: BoardDraft) => void;
  onRemove: () => void;
}

/** One board of the new broadcast: its players, size, handicap, komi, time and source. */
export function BoardFields({
  index,
  board,
  errors,
  canRemove,
  onChange,
  onRemove,
}: BoardFieldsProps) {
  const { t } = useTranslation('broadcastConsole');
  const id = useId();
  const number = index + 1;
  const error = (field: string): string | null => {
    const key = errors[`boards.${index}.${field}`];
    return key ? t(`form.errors.${key}`) : null;
  };
  const text = (field: 'handicap' | 'komi' | 'timeControl' | 'liveGameId' | 'sgfUrl') => ({
    id: `${id}-${field}`,
    className: 'input',
    value: board[field],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...board, [field]: event.target.value }),
    ...fieldAria(`${id}-${field}`, undefined, error(field)),
  });

  return (
    <fieldset className="console-form__board" data-testid={`new-board-${number}`}>
      <legend className="console-form__legend">{t('form.board', { number })}</legend>
      <div className="console-form__players">
        <PlayerFields
          label={t('form.black', { number })}
          value={board.black}
          error={error('black')}
          onChange={(black) => onChange({ ...board, black })}
        />
        <PlayerFields
          label={t('form.white', { number })}
          value={board.white}
          error={error('white')}
          onChange={(white) => onChange({ ...board, white })}
        />
      </div>
      <div className="console-form__row">
        <Field id={`${id}-size`} label={t('form.boardSize')}>
          <select
            id={`${id}-size`}
            className="input"
            value={board.boardSize}
            onChange={(event) =>
              onChange({
                ...board,
                boardSize: BOARD_SIZES.find((size) => String(size) === event.target.value) ?? 19,
              })
            }
          >
            {BOARD_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('form.size', { size })}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-handicap`} label={t('form.handicap')} error={error('handicap')}>
          <input inputMode="numeric" {...text('handicap')} />
        </Field>
        <Field id={`${id}-komi`} label={t('form.komi')} error={error('komi')}>
          <input inputMode="decimal" {...text('komi')} />
        </Field>
        <Field id={`${id}-timeControl`} label={t('form.timeControl')} error={error('timeControl')}>
          <input placeholder={t('form.timeControlPlaceholder')} {...text('timeControl')} />
        </Field>
      </div>
      <div className="console-form__row">
        <Field id={`${id}-source`} label={t('form.source')}>
          <select
            id={`${id}-source`}
            className="input"
            value={board.source}
            onChange={(event) =>
              onChange({
                ...board,
                source: SOURCE_KINDS.find((kind) => kind === event.target.value) ?? 'manual',
              })
            }
          >
            {SOURCE_KINDS.map((kind: SourceKind) => (
              <option key={kind} value={kind}>
                {t(`form.sources.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        {board.source === 'live-game' && (
          <Field id={`${id}-liveGameId`} label={t('form.liveGameId')} error={error('liveGameId')}>
            <input inputMode="numeric" {...text('liveGameId')} />
          </Field>
        )}
        {board.source === 'sgf-url' && (
          <Field id={`${id}-sgfUrl`} label={t('form.sgfUrl')} error={error('sgfUrl')}>
            <input type="url" placeholder="https://" {...text('sgfUrl')} />
          </Field>
        )}
      </div>
      {canRemove && (
        <button type="button" className="button button--ghost" onClick={onRemove}>
          {t('form.removeBoard', { number })}
        </button>
      )}
    </fieldset>
  );
}
