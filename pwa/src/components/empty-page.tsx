import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface EmptyPageProps {
  title: string;
  /** A short sentence under the title. */
  message?: ReactNode;
  /** Big decorative text over the title, such as "404". */
  badge?: string;
  /** Links or buttons under the message. */
  children?: ReactNode;
}

/** A page with nothing to list yet: a title, a sentence and what to do next. */
export function EmptyPage({ title, message, badge, children }: EmptyPageProps) {
  useDocumentTitle(title);
  return (
    <section className="empty-page" aria-labelledby="empty-page-title">
      <div className="empty-page__stone" aria-hidden="true">
        {badge ?? <span className="empty-page__dot" />}
      </div>
      <h1 id="empty-page-title" className="empty-page__title">
        {title}
      </h1>
      {message && <p className="empty-page__message">{message}</p>}
      {children && <div className="empty-page__actions">{children}</div>}
    </section>
  );
}
