/**
 * The solver's words in Spanish (neutral, as taught in Spain and Latin America): every form of
 * note, every rule's name and why it holds, and every term, under the same keys and with the same
 * {placeholders} as the English catalogue, so that a page renders a step in this language from its
 * `ruleId`, `form` and `params`. The words follow ./GLOSSARY.md. This module is loaded on its own:
 * neither the solver nor the package's index imports it, so the English-only bundles carry none of
 * it.
 */
import type { Notes } from '../../math/catalogue/types';
import type { RefusalNotes } from '../../math/refusal';
import type { GraphNotes } from '../../plot/said';
import type { TutorNotes } from '../../tutor/checkWorking/words';
import { spanishCalculus } from './calculus';
import { spanishEquations } from './equations';
import { spanishFactoring } from './factoring';
import { spanishGraph } from './graph';
import { spanishGraphs } from './graphs';
import { spanishHeadings } from './headings';
import { spanishMatrices } from './matrices';
import { spanishNumbers } from './numbers';
import { spanishPowers } from './powers';
import { spanishProbability } from './probability';
import { spanishRefusals } from './refusals';
import { spanishRefusalsEquations } from './refusals-equations';
import { spanishRefusalsTopics } from './refusals-topics';
import { spanishRefusalsTutor } from './refusals-tutor';
import { spanishSystems } from './systems';
import { spanishTrigonometry } from './trigonometry';
import { spanishTutor } from './tutor';

/** Every table of the Spanish catalogue as one: each rule's forms and reason are in one part. */
export const spanishNotes: Notes & TutorNotes & GraphNotes & RefusalNotes = {
  forms: {
    ...spanishEquations.forms,
    ...spanishFactoring.forms,
    ...spanishSystems.forms,
    ...spanishPowers.forms,
    ...spanishNumbers.forms,
    ...spanishProbability.forms,
    ...spanishCalculus.forms,
    ...spanishTrigonometry.forms,
    ...spanishGraphs.forms,
    ...spanishMatrices.forms,
  },
  reasons: {
    ...spanishEquations.reasons,
    ...spanishFactoring.reasons,
    ...spanishSystems.reasons,
    ...spanishPowers.reasons,
    ...spanishNumbers.reasons,
    ...spanishProbability.reasons,
    ...spanishCalculus.reasons,
    ...spanishTrigonometry.reasons,
    ...spanishGraphs.reasons,
    ...spanishMatrices.reasons,
  },
  // The words of a result's heading (title) and of its method, beside the steps' terms.
  terms: { ...spanishProbability.terms, ...spanishNumbers.terms, ...spanishHeadings },
  // The words of the checker of a student's working (checkWorking), in the same entry.
  tutor: spanishTutor,
  // The words under a graph (graph), in the same entry.
  graph: spanishGraph,
  // Why a problem is refused, in the same entry.
  refusals: {
    ...spanishRefusals,
    ...spanishRefusalsEquations,
    ...spanishRefusalsTopics,
    ...spanishRefusalsTutor,
  },
};

// The calculators' notes (percentages, money, dates, …) are a table of their own: a page words a
// calculator's step with them (`calculatorStepIn`), apart from the solver's notes.
export { spanishCalculatorNotes } from './calculators';
