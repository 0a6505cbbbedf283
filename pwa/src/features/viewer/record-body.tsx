import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordInfoPanel } from './record-info';
import { RecordViewer } from './record-viewer';
import type { ReadRecord } from './sgf/record';

interface RecordBodyProps {
  record: ReadRecord;
  /** what stands beside the board (downloads, links, panels), or alone when unreadable */
  side: ReactNode;
  /** the record's identity its AI review is kept under */
  reviewKey?: string;
}

/** A read record on the board with its information, or why it can't be read with `side`. */
export function RecordBody({ record, side, reviewKey }: RecordBodyProps) {
  const { t } = useTranslation('viewer');
  if ('tree' in record) {
    return (
      <RecordViewer tree={record.tree} reviewKey={reviewKey}>
        {side}
        <RecordInfoPanel info={record.info} />
      </RecordViewer>
    );
  }
  return (
    <div className="viewer-side-only">
      <p className="notice" role="alert">
        {t('unreadable', { message: record.error })}
      </p>
      {side}
    </div>
  );
}
