/**
 * The contact form's check of what is typed: the server's own rules (contracts' ContactRequest),
 * loaded when the form is first submitted. Named imports, so the bundle keeps only the parts of
 * zod the check uses (a dynamic `import('zod/mini')` would keep all of it).
 */
import { ContactRequest } from '@mathtools/contracts';
import { safeParse } from 'zod/mini';

export const checkContact = (values: unknown) => safeParse(ContactRequest, values);
