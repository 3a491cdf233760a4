/**
 * Turns zod's compiled parsers off. zod probes whether it may compile code at run time while it
 * builds an object schema, to make a faster parser; our Content-Security-Policy forbids that, so
 * the probe fails (zod then parses without it) and the browser reports a CSP violation. zod's
 * documented switch for such environments, `config({ jitless: true })`, must run before any schema
 * is built: the contact form loads this module before its rules (`features/contact`). A module of
 * its own, so a named import keeps only `config` (`import('zod/mini')` would load all of zod/mini).
 */
import { config } from 'zod/mini';

config({ jitless: true });
