import { ContactForm } from './contact-form';
import { HelpPageScreen } from './help-page-screen';

/** `/help/contact-us`: the brand's contact wording (hours, chat where offered) above the form. */
export function ContactPage() {
  return (
    <HelpPageScreen slug="contact-us">
      <ContactForm />
    </HelpPageScreen>
  );
}
