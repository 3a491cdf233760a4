/**
 * The solver's words in French (as taught in France): every form of note, every rule's name and why
 * it holds, and every term, under the same keys and with the same {placeholders} as the English
 * catalogue, so that a page renders a step in this language from its `ruleId`, `form` and `params`.
 * The words follow ./GLOSSARY.md. This module is loaded on its own: neither the solver nor the
 * package's index imports it, so the English-only bundles carry none of it.
 */
import type { Notes } from '../../math/catalogue/types';
import type { RefusalNotes } from '../../math/refusal';
import type { GraphNotes } from '../../plot/said';
import type { TutorNotes } from '../../tutor/checkWorking/words';
import { frenchCalculus } from './calculus';
import { frenchEquations } from './equations';
import { frenchFactoring } from './factoring';
import { frenchGraph } from './graph';
import { frenchGraphs } from './graphs';
import { frenchHeadings } from './headings';
import { frenchMatrices } from './matrices';
import { frenchNumbers } from './numbers';
import { frenchPowers } from './powers';
import { frenchProbability } from './probability';
import { frenchRefusals } from './refusals';
import { frenchRefusalsEquations } from './refusals-equations';
import { frenchRefusalsTopics } from './refusals-topics';
import { frenchRefusalsTutor } from './refusals-tutor';
import { frenchSystems } from './systems';
import { frenchTrigonometry } from './trigonometry';
import { frenchTutor } from './tutor';

/** Every table of the French catalogue as one: each rule's forms and reason are in one part. */
export const frenchNotes: Notes & TutorNotes & GraphNotes & RefusalNotes = {
  forms: {
    ...frenchEquations.forms,
    ...frenchFactoring.forms,
    ...frenchSystems.forms,
    ...frenchPowers.forms,
    ...frenchNumbers.forms,
    ...frenchProbability.forms,
    ...frenchCalculus.forms,
    ...frenchTrigonometry.forms,
    ...frenchGraphs.forms,
    ...frenchMatrices.forms,
  },
  reasons: {
    ...frenchEquations.reasons,
    ...frenchFactoring.reasons,
    ...frenchSystems.reasons,
    ...frenchPowers.reasons,
    ...frenchNumbers.reasons,
    ...frenchProbability.reasons,
    ...frenchCalculus.reasons,
    ...frenchTrigonometry.reasons,
    ...frenchGraphs.reasons,
    ...frenchMatrices.reasons,
  },
  // A result's heading and method (title, method) are terms too.
  terms: { ...frenchProbability.terms, ...frenchNumbers.terms, ...frenchHeadings },
  // The words of the checker of a student's working (checkWorking), in the same entry.
  tutor: frenchTutor,
  // The words under a graph (graph), in the same entry.
  graph: frenchGraph,
  // Why a problem is refused, in the same entry.
  refusals: {
    ...frenchRefusals,
    ...frenchRefusalsEquations,
    ...frenchRefusalsTopics,
    ...frenchRefusalsTutor,
  },
};

// The calculators' notes (percentages, money, dates, …) are a table of their own: a page words a
// calculator's step with them (`calculatorStepIn`), apart from the solver's notes.
export { frenchCalculatorNotes } from './calculators';
