import type { WrittenIn } from '../../math/catalogue/template';
import { refusalWrittenIn } from '../../math/refusal';
import type { MathError } from '../../types';

/**
 * A copy of an error, with its message in the language when it says why as data and the language
 * brings every sentence it names (else its English message). The functions that take a `language`
 * say their refusals in it already; this says one from a function that does not (`checkAnswer`)
 * in the language of the page. Any argument is answered: what is not an error is refused as
 * `invalid_value` on `error`, and a language that is not one of the library's entries leaves the
 * English message.
 *
 * @example
 * import { es } from '@mathtools/math-core/locales/es';
 * const graded = checkAnswer('abc', '4');
 * if (!graded.ok) refusalIn(graded.error, es).message; // 'No se pudo leer “abc” como un número. …'
 */
export function refusalIn<E extends MathError>(error: E, language: WrittenIn | undefined): E {
  if (
    typeof error !== 'object' ||
    error === null ||
    typeof error.code !== 'string' ||
    typeof error.message !== 'string'
  )
    return {
      code: 'invalid_value',
      message: 'error must be a refusal: an object with a code and a message',
      field: 'error',
    } as E;
  let said: E = error;
  const why = error.why;
  if (typeof why === 'object' && why !== null && typeof why.id === 'string')
    try {
      said = refusalWrittenIn(error, language);
    } catch {
      // Not one of the library's language entries, or a refusal it did not make: in English.
    }
  // A copy, as every result is: writing to it changes neither the error given nor a later call.
  // A refusal is plain data, what JSON writes it reads back the same.
  try {
    return JSON.parse(JSON.stringify(said)) as E;
  } catch {
    return { ...said };
  }
}
