import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { PageHeader, Section } from '../../components/ui/section';
import { SidebarLayout } from '../../components/ui/sidebar-layout';
import { ContactForm, ContactInfo } from '../../features/contact';
import { useT } from '../../i18n/use-t';

export function Component() {
  const t = useT('contact');
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <Section id="contact-form" aria-label={t('page.formLabel')}>
        <SidebarLayout>
          <Card as="section" aria-labelledby="send-message-title">
            <CardTitle as="h2" id="send-message-title">
              {t('form.title')}
            </CardTitle>
            <CardDescription>{t('form.description')}</CardDescription>
            <ContactForm />
          </Card>
          <ContactInfo />
        </SidebarLayout>
      </Section>
    </>
  );
}
