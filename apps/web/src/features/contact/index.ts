export { ContactForm } from './components/contact-form';
export { ContactInfo } from './components/contact-info';
