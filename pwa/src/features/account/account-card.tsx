import type { ReactNode } from 'react';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';

interface AccountCardProps {
  title: string;
  /** what needs the network, for the offline notice, e.g. "Sign-in" */
  offlineWhat: string;
  /** a sentence under the title */
  lead?: ReactNode;
  children: ReactNode;
  /** links under the card, e.g. to sign up */
  footer?: ReactNode;
}

/** The frame of every account page: title, content, and the needs-a-connection notice offline. */
export function AccountCard({ title, offlineWhat, lead, children, footer }: AccountCardProps) {
  const online = useOnline();
  useDocumentTitle(title);
  return (
    <section className="account-page" aria-labelledby="account-page-title">
      <div className="account-card">
        <h1 id="account-page-title" className="account-card__title">
          {title}
        </h1>
        {online ? (
          <>
            {lead && <p className="account-card__lead">{lead}</p>}
            {children}
          </>
        ) : (
          <NeedsConnection what={offlineWhat} />
        )}
      </div>
      {online && footer && <div className="account-page__links">{footer}</div>}
    </section>
  );
}
