import { useTranslation } from 'react-i18next';
import '../../styles/admin.css';
import { useDocumentTitle } from '@pwa/components/use-document-title';

/** /admin: the administrators' section (accounts and their roles). */
export function AdminPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  return (
    <section className="page admin-page">
      <h1>{t('title')}</h1>
    </section>
  );
}
