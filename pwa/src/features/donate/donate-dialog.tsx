import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@pwa/components/dialog';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useOnline } from '@pwa/lib/online';
import { DonateForm } from './donate-form';
import { providerPay } from './provider-widget';
import { useDonateWidget } from './use-donate-widget';
import './donate.css';

interface DonateDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The header's Donate dialog: T-Bank's payment form once the provider's widget has loaded;
 * the init error when it is not configured or fails; offline, that a donation needs a
 * connection (the widget and the payment are the provider's, online only).
 */
export function DonateDialog({ open, onClose }: DonateDialogProps) {
  const { t } = useTranslation('donate');
  const online = useOnline();
  return (
    <Dialog open={open} onClose={onClose} title={t('title')}>
      {open && (online ? <DonatePayment onClose={onClose} /> : <Offline onClose={onClose} />)}
    </Dialog>
  );
}

function Offline({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('donate');
  return (
    <>
      <NeedsConnection what={t('what')} />
      <CloseAction onClose={onClose} />
    </>
  );
}

/** Mounted each time the dialog opens online: reads the configuration, loads the widget. */
function DonatePayment({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('donate');
  const widget = useDonateWidget();
  const [payFailed, setPayFailed] = useState(false);
  if (widget.state === 'loading') return <Loader label={t('loading')} />;
  if (widget.state === 'failed' || payFailed) {
    return (
      <>
        <p className="notice donate-init-error" role="alert">
          {t('initError')}
        </p>
        <CloseAction onClose={onClose} />
      </>
    );
  }
  return (
    <DonateForm
      terminalKey={widget.terminalKey}
      onCancel={onClose}
      pay={providerPay}
      onPayFailed={() => setPayFailed(true)}
    />
  );
}

function CloseAction({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('donate');
  return (
    <div className="dialog__actions">
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
}
