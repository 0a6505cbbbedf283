import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import type { LibraryFormats, LibraryGameSummary } from '@sync/contract/game-library';
import { showToast } from '@pwa/lib/toast-store';
import { DeleteDialog } from './delete-dialog';
import { InfoDialog } from './info-dialog';
import { deleteRecord, replaceRecord, updateRecord } from './library-api';
import { acceptOf, checkRecordFiles } from './record-files';
import { RenameDialog } from './rename-dialog';
import { useLibraryFailure } from './use-library-failure';

type Busy = 'private' | 'rename' | 'info' | 'replace' | 'delete';

interface RecordActionsProps {
  game: LibraryGameSummary;
  formats: LibraryFormats;
  /** after a change: the list and statistics are read again */
  onChanged: () => void;
}

/** The owner's (or an admin's) actions on a record: private or public, rename, game info, replace, delete. */
export function RecordActions({ game, formats, onChanged }: RecordActionsProps) {
  const { t } = useTranslation('library');
  const failureOf = useLibraryFailure();
  const replaceInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'info' | 'delete' | null>(null);

  const run = async (kind: Busy, call: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(kind);
    try {
      await call();
      setDialog(null);
      showToast(done, { kind: 'success' });
      onChanged();
    } catch (error) {
      showToast(t(failed, { reason: await failureOf(error) }), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const replace = (file: File | undefined) => {
    if (replaceInput.current) replaceInput.current.value = '';
    if (!file) return;
    const checked = checkRecordFiles([file], formats);
    const refused = checked.refused[0];
    if (refused) {
      const size = formatBytes(formats.MaxSize);
      showToast(t(`upload.refused.${refused.problem}`, { name: file.name, size }), {
        kind: 'error',
      });
      return;
    }
    void run(
      'replace',
      () => replaceRecord(game.id, file),
      t('toast.replaced', { name: game.fileName }),
      'toast.replaceFailed',
    );
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy !== null}
        aria-busy={busy === 'private'}
        onClick={() =>
          void run(
            'private',
            () => updateRecord(game.id, { private: !game.private }),
            t(game.private ? 'toast.madePublic' : 'toast.madePrivate', { name: game.fileName }),
            'toast.changeFailed',
          )
        }
      >
        {game.private ? t('actions.makePublic') : t('actions.makePrivate')}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy !== null}
        onClick={() => setDialog('rename')}
      >
        {t('actions.rename')}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy !== null}
        onClick={() => setDialog('info')}
      >
        {t('actions.editInfo')}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy !== null}
        aria-busy={busy === 'replace'}
        onClick={() => replaceInput.current?.click()}
      >
        {t('actions.replace')}
      </button>
      <input
        ref={replaceInput}
        type="file"
        accept={acceptOf(formats)}
        hidden
        aria-label={t('actions.replaceFile', { name: game.fileName })}
        onChange={(event) => replace(event.target.files?.[0])}
      />
      <button
        type="button"
        className="button button--danger"
        disabled={busy !== null}
        onClick={() => setDialog('delete')}
      >
        {t('actions.delete')}
      </button>
      <RenameDialog
        open={dialog === 'rename'}
        fileName={game.fileName}
        busy={busy === 'rename'}
        onCancel={() => setDialog(null)}
        onRename={(fileName) =>
          void run(
            'rename',
            () => updateRecord(game.id, { fileName }),
            t('toast.renamed', { name: fileName }),
            'toast.changeFailed',
          )
        }
      />
      <InfoDialog
        open={dialog === 'info'}
        game={game}
        busy={busy === 'info'}
        onCancel={() => setDialog(null)}
        onSave={(update) =>
          void run(
            'info',
            () => updateRecord(game.id, update),
            t('toast.infoSaved', { name: game.fileName }),
            'toast.changeFailed',
          )
        }
      />
      <DeleteDialog
        open={dialog === 'delete'}
        fileName={game.fileName}
        busy={busy === 'delete'}
        onCancel={() => setDialog(null)}
        onDelete={() =>
          void run(
            'delete',
            () => deleteRecord(game.id),
            t('toast.deleted', { name: game.fileName }),
            'toast.deleteFailed',
          )
        }
      />
    </>
  );
}
