import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@domain/account';
import { MailIcon } from '@pwa/components/icons';
import { Tooltip } from '@pwa/components/tooltip';
import { showToast } from '@pwa/lib/toast-store';
import { copyText } from '@pwa/lib/copy-text';

const COPIED_TOOLTIP_MS = 1000;

/** The support address: a click copies it and says so for a second. */
export function SupportEmail() {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(SUPPORT_EMAIL)) setCopied(true);
    else showToast(t('footer.copyFailed', { email: SUPPORT_EMAIL }), { kind: 'error' });
  };

  return (
    <Tooltip content={t('footer.copied')} open={copied} placement="top">
      {(props) => (
        <button
          type="button"
          className="footer-link support-email"
          onClick={() => void copy()}
          aria-describedby={props['aria-describedby']}
        >
          <MailIcon width={18} height={18} />
          {SUPPORT_EMAIL}
        </button>
      )}
    </Tooltip>
  );
}
