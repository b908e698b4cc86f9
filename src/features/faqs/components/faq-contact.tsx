// The closing call to action: the contact page and the firm's email.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@/lib/site-config';
import { CtaBand } from '@/lib/ui/cta-band';

export function FaqContact() {
  const { t } = useTranslation('faqs');
  return (
    <CtaBand
      title={t('contact.title')}
      text={t('contact.body')}
      primary={<Link to="/contact-us">{t('contact.cta')}</Link>}
      secondary={
        <a href={`mailto:${siteConfig.emails.hello}`}>
          {t('contact.email', { email: siteConfig.emails.hello })}
        </a>
      }
    />
  );
}
