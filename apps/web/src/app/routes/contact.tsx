import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { PageHeader, Section } from '../../components/ui/section';
import { SidebarLayout } from '../../components/ui/sidebar-layout';
import { ContactForm, ContactInfo } from '../../features/contact';

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact Us"
        intro="Questions, feedback or a problem with a result? Send us a message and we will respond within 24 hours."
      />
      <Section id="contact-form" aria-label="Contact form">
        <SidebarLayout>
          <Card as="section" aria-labelledby="send-message-title">
            <CardTitle as="h2" id="send-message-title">
              Send us a message
            </CardTitle>
            <CardDescription>
              All fields are required. Tell us which tool or page you were using and what you
              expected to see.
            </CardDescription>
            <ContactForm />
          </Card>
          <ContactInfo />
        </SidebarLayout>
      </Section>
    </>
  );
}
