import { DonateDialog } from '@pwa/features/donate/donate-dialog';
import { FeedbackDialog } from '@pwa/features/feedback/feedback-dialog';

export type HeaderDialog = 'donate' | 'feedback';

interface HeaderDialogsProps {
  which: HeaderDialog | null;
  onClose: () => void;
}

/** The dialogs the header's Feedback and Donate buttons open. */
export function HeaderDialogs({ which, onClose }: HeaderDialogsProps) {
  return (
    <>
      <FeedbackDialog open={which === 'feedback'} onClose={onClose} />
      <DonateDialog open={which === 'donate'} onClose={onClose} />
    </>
  );
}
